// The list screen of a kind whose admin screens are the registry's (db/kinds.ts `admin.screens`,
// mounted at its list's address by remix.config.ts): its columns and texts come with its data
// (kind-screens.server.ts).
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cellClass, DataTable, RowActions } from '#app/components/admin/data-table.tsx'
import { TranslationFigureLink, TranslationFilter } from '#app/components/admin/language-tabs.tsx'
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { adminTitle } from '#app/i18n/use-admin-language.ts'
import { listScreenLoader } from './kind-screens.server.ts'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? [adminTitle(args, args.data.screen.texts.title)] : []

export const loader = listScreenLoader

export default function KindList() {
  const { screen, rows, error, message } = useLoaderData<typeof loader>()
  return (
    <ListScreen
      heading={screen.texts.title}
      addLabel={screen.texts.add}
      message={message}
      error={error}
    >
      <TranslationFilter />
      <DataTable columns={[...screen.headers, 'Actions']} isEmpty={rows.length === 0}>
        {rows.map(({ _id, translation, name, cells }) => (
          <tr key={_id}>
            <td className={`${cellClass} font-medium`}>
              <Cell {...name} />
              <TranslationFigureLink figure={translation} name={name.text} />
            </td>
            {cells.map((cell, i) => (
              <td key={i} className={cellClass}>
                <Cell {...cell} />
              </td>
            ))}
            <td className={cellClass}>
              <RowActions label={name.text} editTo={`${_id}/edit`} deleteTo={`${_id}/delete`} />
            </td>
          </tr>
        ))}
      </DataTable>
    </ListScreen>
  )
}

/** A cell's text, after its picture when its column has one. */
function Cell({ text, image }: { text: string; image: string | null }) {
  if (image === null) return <>{text}</>
  return (
    <span className="inline-flex items-center gap-2">
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-8 w-8 rounded-full object-cover"
        />
      ) : null}
      {text}
    </span>
  )
}
