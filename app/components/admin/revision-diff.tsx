// The comparison of two versions of an item (app/admin/revision-diff.server.ts): each changed field
// under its label, its words marked as added (<ins>) or removed (<del>), said in words for screen
// readers too; an image field shows both pictures; the unchanged fields are named in one line. Only
// text is rendered: stored HTML never reaches the page as markup.
import type { DiffPart, FieldDiff } from '#app/admin/revision-diff.server.ts'
import { useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

// How an added and a removed run look, and what a screen reader says of them.
const MARKS = {
  added: {
    Tag: 'ins',
    said: 'added',
    className: 'rounded bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  },
  removed: {
    Tag: 'del',
    said: 'removed',
    className: 'rounded bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  },
} as const

function Parts({ parts }: { parts: DiffPart[] }) {
  const t = useAdminT().revisions
  return (
    <p className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-sm leading-relaxed dark:border-slate-800 dark:bg-slate-900">
      {parts.map((part, i) => {
        const mark = part.added ? MARKS.added : part.removed ? MARKS.removed : null
        if (!mark) return <span key={i}>{part.value}</span>
        return (
          <mark.Tag key={i} className={mark.className}>
            <span className="sr-only">[{t[mark.said]}: </span>
            {part.value}
            <span className="sr-only">]</span>
          </mark.Tag>
        )
      })}
    </p>
  )
}

function Picture({ url, caption }: { url: string | null; caption: string }) {
  const t = useAdminT().revisions
  return (
    <figure className="text-xs text-slate-600 dark:text-slate-300">
      {url ? (
        <img
          src={url}
          alt={t.image(caption)}
          loading="lazy"
          decoding="async"
          className="h-24 w-36 rounded object-cover"
        />
      ) : (
        <span className="flex h-24 w-36 items-center justify-center rounded bg-slate-200 dark:bg-slate-800">
          {t.noImage}
        </span>
      )}
      <figcaption className="mt-1">{caption}</figcaption>
    </figure>
  )
}

const boxClass =
  'whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900'

export function FieldDiffs({ fields }: { fields: FieldDiff[] }) {
  const { t: dictionary, message: m } = useAdminLanguage()
  const t = dictionary.revisions
  const changed = fields.filter((f) => f.state !== 'same')
  const same = fields.filter((f) => f.state === 'same').map((f) => m(f.label))
  return (
    <div className="space-y-4">
      {changed.length === 0 ? <p>{t.noDifferences}</p> : null}
      {changed.map((field) => (
        <section key={field.label} aria-label={m(field.label)} className="space-y-2">
          <h3 className="font-semibold">{m(field.label)}</h3>
          {field.image ? (
            <div className="flex gap-4">
              <Picture url={field.image.before} caption={t.before} />
              <Picture url={field.image.after} caption={t.after} />
            </div>
          ) : null}
          {field.state === 'changed' ? <Parts parts={field.parts} /> : null}
          {field.state === 'too-different' ? (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t.tooDifferent}</p>
              <div className="grid gap-2 md:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold uppercase">{t.before}</p>
                  <p className={boxClass}>{field.before}</p>
                </div>
                <div>
                  <p className="text-xs font-semibold uppercase">{t.after}</p>
                  <p className={boxClass}>{field.after}</p>
                </div>
              </div>
            </>
          ) : null}
        </section>
      ))}
      {same.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t.unchanged(same)}</p>
      ) : null}
    </div>
  )
}
