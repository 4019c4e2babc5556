// The About screen's three optional blocks (docs/decisions/053-about-blocks.md), each its own form
// posted to `/admin/about?block=<name>` with a hidden `block` field, so a reply (errors, kept
// values, a row added without JavaScript) returns to the form that sent it. Each is one list block
// (about-list-block.tsx) with its own rows' fields; a saved team member is removed through a
// confirmation modal (/admin/about/<n>/remove-member), a new row by its Remove button.
import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { Trash2 } from 'lucide-react'
import { ABOUT_BLOCK_FILE } from '#app/lib/admin-form-fields.ts'
import { Field } from '#app/components/ui/field.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { AboutListBlock } from './about-list-block.tsx'
import { UrlOrFileField } from './url-or-file-field.tsx'

type Member = { name: string; role: string; photo: string | null }
type Figure = { value: string; label: string }
type Client = { name: string; logo: string }
export type AboutBlockValues = { team: Member[]; figures: Figure[]; clients: Client[] }
type Reply = { result: SubmissionResult<string[]> } | undefined
type BlockName = keyof AboutBlockValues

/** The reply of `block`'s own form, if the last post was from it. */
export function replyOf(reply: Reply, block: BlockName | null) {
  const sent = (reply?.result.initialValue as Record<string, unknown> | undefined)?.block
  return (sent ?? null) === block ? reply?.result : undefined
}

export function TeamForm({ team, reply }: { team: Member[]; reply: Reply }) {
  const a = useAdminT().about
  return (
    <AboutListBlock
      block="team"
      rows={team}
      lastResult={replyOf(reply, 'team')}
      withFiles
      texts={{
        title: a.team,
        hint: a.teamHint,
        none: a.teamNone,
        add: a.addMember,
        save: a.saveTeam,
      }}
      rowName={a.member}
      removeLabel={a.removeMember}
      savedRemove={(index, n) => (
        <Link
          to={`/admin/about/${index}/remove-member`}
          preventScrollReset
          aria-label={a.removeMember(n)}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-400 dark:hover:bg-slate-800"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {a.remove}
        </Link>
      )}
    >
      {(m, n) => (
        <>
          <Field label={a.memberName(n)} meta={m.name} required />
          <Field label={a.memberRole(n)} meta={m.role} required />
          <UrlOrFileField
            meta={m.photo}
            fileName={`${m.photo.name}${ABOUT_BLOCK_FILE}`}
            urlLabel={a.photoUrl(n)}
            fileLabel={a.photoFile(n)}
            subject={a.photoSubject(n)}
          />
        </>
      )}
    </AboutListBlock>
  )
}

export function FiguresForm({ figures, reply }: { figures: Figure[]; reply: Reply }) {
  const a = useAdminT().about
  return (
    <AboutListBlock
      block="figures"
      rows={figures}
      lastResult={replyOf(reply, 'figures')}
      texts={{
        title: a.figures,
        hint: a.figuresHint,
        none: a.figuresNone,
        add: a.addFigure,
        save: a.saveFigures,
      }}
      rowName={a.figure}
      removeLabel={(n) => `${a.remove} ${a.figure(n)}`}
    >
      {(f, n) => (
        <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <Field label={a.figureValue(n)} meta={f.value} required maxLength={20} />
          <Field label={a.figureLabel(n)} meta={f.label} required />
        </div>
      )}
    </AboutListBlock>
  )
}

export function ClientsForm({ clients, reply }: { clients: Client[]; reply: Reply }) {
  const a = useAdminT().about
  return (
    <AboutListBlock
      block="clients"
      rows={clients}
      lastResult={replyOf(reply, 'clients')}
      withFiles
      texts={{
        title: a.clients,
        hint: a.clientsHint,
        none: a.clientsNone,
        add: a.addClient,
        save: a.saveClients,
      }}
      rowName={a.client}
      removeLabel={(n) => `${a.remove} ${a.client(n)}`}
    >
      {(c, n) => (
        <>
          <Field label={a.clientName(n)} meta={c.name} required />
          <UrlOrFileField
            meta={c.logo}
            fileName={`${c.logo.name}${ABOUT_BLOCK_FILE}`}
            urlLabel={a.logoUrl(n)}
            fileLabel={a.logoFile(n)}
            subject={a.logoSubject(n)}
          />
        </>
      )}
    </AboutListBlock>
  )
}

/** The three block forms under the sections, with a line on what they are. */
export function AboutBlocks({ about, reply }: { about: AboutBlockValues; reply: Reply }) {
  const a = useAdminT().about
  return (
    <div className="space-y-8 pt-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{a.blocksIntro}</p>
      <TeamForm team={about.team} reply={reply} />
      <FiguresForm figures={about.figures} reply={reply} />
      <ClientsForm clients={about.clients} reply={reply} />
    </div>
  )
}
