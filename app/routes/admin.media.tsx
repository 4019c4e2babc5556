// The media library (docs/decisions/026-media-library.md): every upload in a grid with its
// thumbnail, type, size, dimensions, date, alt text and where it is used; a GET form searches and
// filters; a multipart form uploads several files (library-upload.tsx); each card saves its alt text by a plain POST and
// opens Replace file (admin.media.$id.replace.tsx) and Delete's confirmation
// (admin.media.$id.delete.tsx) over the grid. All without JavaScript.
import type { MetaFunction } from '@remix-run/node'
import { DeleteLink } from '#app/components/admin/data-table.tsx'
import { Form, Link, Outlet, useActionData, useLoaderData } from '@remix-run/react'
import { FileAudio, FileVideo, RefreshCw } from 'lucide-react'
import { ALT_INTENT } from '#app/admin/media-fields.ts'
import { mediaAction, mediaLoader, type MediaCard } from '#app/admin/media-screen.server.ts'
import type { FailedUpload } from '#app/admin/media-upload.server.ts'
import { FilterButton, filterControlClass } from '#app/components/admin/filter-controls.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { Pager } from '#app/components/admin/pager.tsx'
import { LibraryUpload } from '#app/components/admin/library-upload.tsx'
import { adminTitle, useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'
import { formErrorOf, postedIntent, type FormReply } from '#app/lib/form-reply.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Media library')]

export const loader = mediaLoader
export const action = mediaAction

const FILTERS = ['', 'image', 'video', 'audio', 'unused'] as const

function Thumbnail({ card }: { card: MediaCard }) {
  const frame =
    'flex aspect-video w-full items-center justify-center overflow-hidden rounded-t-lg bg-slate-100 dark:bg-slate-800'
  if (card.thumbnail) {
    return (
      <div className={frame}>
        <img
          src={card.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain"
        />
      </div>
    )
  }
  const Icon = card.type === 'video' ? FileVideo : FileAudio
  return (
    <div className={frame}>
      <Icon aria-hidden className="h-10 w-10 text-slate-500 dark:text-slate-400" />
    </div>
  )
}

type Reply = FormReply<FailedUpload[]>

function AltForm({ card, reply }: { card: MediaCard; reply?: Reply }) {
  // A refused alt text comes back to its own card, with what was typed.
  const posted = reply?.result.initialValue
  const mine = postedIntent(reply) === ALT_INTENT && posted?.id === String(card.id)
  const error = mine ? formErrorOf(reply, 'alt') : undefined
  const typed = mine && typeof posted?.alt === 'string' ? posted.alt : card.alt
  const id = `alt-${card.id}`
  const t = useAdminT()
  return (
    <Form method="post" preventScrollReset className="space-y-1">
      <input type="hidden" name="id" value={card.id} />
      <label htmlFor={id} className="block text-sm font-medium">
        {t.mediaLibrary.altText}
      </label>
      <div className="flex gap-2">
        <textarea
          id={id}
          name="alt"
          rows={2}
          dir="auto"
          defaultValue={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1 text-sm`}
        />
        <button
          type="submit"
          name="intent"
          value={ALT_INTENT}
          aria-label={t.mediaLibrary.saveAltOf(card.name)}
          className={`${buttonClass('secondary')} shrink-0 self-start px-3`}
        >
          {t.mediaLibrary.save}
        </button>
      </div>
      <FieldError id={`${id}-error`} errors={error} />
    </Form>
  )
}

function Card({ card, reply }: { card: MediaCard; reply?: Reply }) {
  const t = useAdminT()
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Thumbnail card={card} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="break-all text-sm font-semibold">
            <a href={card.url} target="_blank" rel="noreferrer" className="hover:underline">
              <bdi>{card.name}</bdi>
            </a>
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {t.mediaLibrary.types[card.type]} · {card.size}
            {card.dimensions ? ` · ${card.dimensions}` : ''}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {t.mediaLibrary.uploadedOn(card.date)}
          </p>
        </div>
        {card.type === 'image' ? <AltForm card={card} reply={reply} /> : null}
        <div className="text-sm">
          <h3 className="font-medium">{t.mediaLibrary.usedBy}</h3>
          {card.uses.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{t.mediaLibrary.notUsed}</p>
          ) : (
            <ul className="list-disc ps-5">
              {card.uses.map((use) => (
                <li key={use.href + use.text}>
                  <Link
                    to={use.href}
                    className="text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {use.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <Link
            to={`${card.id}/replace`}
            preventScrollReset
            aria-label={t.mediaLibrary.replaceFileOf(card.name)}
            className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            <RefreshCw aria-hidden className="h-4 w-4" />
            {t.mediaLibrary.replaceFile}
          </Link>
          <DeleteLink to={`${card.id}/delete`} label={card.name} />
        </div>
      </div>
    </li>
  )
}

function Pages({
  page,
  pages,
  query,
}: {
  page: number
  pages: number
  query: { q: string; filter: string | null }
}) {
  const to = (n: number) => {
    const params = new URLSearchParams()
    if (query.q) params.set('q', query.q)
    if (query.filter) params.set('filter', query.filter)
    params.set('page', String(n))
    return `?${params}`
  }
  return <Pager page={page} pages={pages} href={to} />
}

export default function MediaLibrary() {
  const { cards, total, page, pages, query, message } = useLoaderData<typeof loader>()
  const reply = useActionData<Reply>()
  const filtered = query.q !== '' || query.filter !== null
  const { t, message: m } = useAdminLanguage()
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{m('Media library')}</h1>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      <LibraryUpload reply={reply} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3 text-sm">
        <label htmlFor="media-q" className="flex flex-col gap-1">
          {t.mediaLibrary.search}
          <input
            id="media-q"
            type="search"
            name="q"
            defaultValue={query.q}
            className={filterControlClass}
          />
        </label>
        <label htmlFor="media-filter" className="flex flex-col gap-1">
          {t.mediaLibrary.show}
          <select
            id="media-filter"
            name="filter"
            defaultValue={query.filter ?? ''}
            className={filterControlClass}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t.mediaLibrary.filters[value || 'all']}
              </option>
            ))}
          </select>
        </label>
        <FilterButton>{t.mediaLibrary.apply}</FilterButton>
        {filtered ? (
          <Link to="/admin/media" className="py-1.5 underline underline-offset-2">
            {t.mediaLibrary.clear}
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {t.mediaLibrary.count(total, filtered)}
      </p>
      {cards.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
          <p className="font-medium">
            {filtered ? t.mediaLibrary.noMatch : t.mediaLibrary.noFiles}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {filtered ? t.mediaLibrary.tryAnother : t.mediaLibrary.emptyHint}
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {cards.map((card) => (
            <Card key={card.id} card={card} reply={reply} />
          ))}
        </ul>
      )}
      <Pages page={page} pages={pages} query={query} />
      <Outlet />
    </section>
  )
}
