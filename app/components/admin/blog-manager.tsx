// The blog manager, shown at /admin/blogs ('Manage Blogs') and /admin/full-blog (Arabic heading):
// the posts table with cover thumbnails, and the add/edit/delete modals painted by nested routes.
import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { Message, MessageLink } from '#app/lib/toast.server.ts'
import { BlogForm, type BlogFormValues } from './blog-form.tsx'
import { cellClass, DataTable, RowActions } from './data-table.tsx'
import { DeleteModal } from './delete-modal.tsx'
import { ListScreen } from './list-screen.tsx'
import { Modal } from './modal.tsx'
import { EditorAutosaveBar } from './editor-autosave.tsx'
import type { EditorAutosave } from '#app/admin/autosave-fields.ts'
import { networkMessage } from './network-error.ts'
import { PreviewModal, PreviewRowLink } from './preview-modal.tsx'
import { RevisionsLink } from './revisions-link.tsx'
import { useEmptyText } from './list-search-box.tsx'
import { StatusMessage } from './status-message.tsx'
import {
  LanguageTabs,
  ListTitle,
  TranslationFilter,
  type TranslationFigure,
} from '#app/components/admin/language-tabs.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export type BlogRow = {
  _id: string
  title: string
  coverImage: string | null
  slug: string
  status: string
  /** Formatted in the site's time zone, named after the time. */
  publishAt: string | null
  translation: TranslationFigure
}

const STATUS_TEXT: Record<string, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

export function BlogManager({
  heading,
  posts,
  error,
  message,
  lang,
}: {
  heading: string
  posts: BlogRow[]
  error: string | null
  message: Message | null
  lang?: string
}) {
  const { message: m } = useAdminLanguage()
  const emptyText = useEmptyText('No posts yet.')
  return (
    <ListScreen
      heading={
        lang ? (
          // The spec's own Arabic heading (the full-blog screen), marked as such in either language.
          <h1 className="text-2xl font-bold" lang={lang} dir={lang === 'ar' ? 'rtl' : undefined}>
            {heading}
          </h1>
        ) : (
          heading
        )
      }
      addLabel="Add New Post"
      message={message}
      error={error}
      searchable
    >
      <TranslationFilter />
      <DataTable
        columns={['Title', 'Status', 'Cover Image', 'Actions']}
        isEmpty={posts.length === 0}
        empty={emptyText}
      >
        {posts.map((p) => (
          <tr key={p._id}>
            <td className={cellClass}>
              <ListTitle title={p.title} address={`/blog/${p.slug}`} figure={p.translation} />
            </td>
            <td className={cellClass} data-testid="post-status">
              {m(STATUS_TEXT[p.status] ?? p.status)}
              {p.publishAt && p.status !== 'draft' ? (
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {p.publishAt}
                </span>
              ) : null}
              <PreviewRowLink item={p} />
            </td>
            <td className={cellClass}>
              {p.coverImage ? (
                <img
                  src={p.coverImage}
                  loading="lazy"
                  decoding="async"
                  alt={`Cover of ${p.title}`}
                  className="h-12 w-20 rounded object-cover"
                />
              ) : (
                // The public cards' placeholder artwork (app/styles/tailwind.css).
                <span
                  data-testid="card-artwork"
                  className="card-artwork block h-12 w-20 rounded"
                  title={m('No cover image')}
                >
                  <span className="sr-only">{m('No cover image')}</span>
                </span>
              )}
            </td>
            <td className={cellClass}>
              <RowActions editTo={`${p._id}/edit`} deleteTo={`${p._id}/delete`} label={p.title} />
            </td>
          </tr>
        ))}
      </DataTable>
    </ListScreen>
  )
}

export function DeletePostModal({ listUrl }: { listUrl: string }) {
  return (
    <DeleteModal
      trashed
      title="Delete Post"
      question="Are you sure you want to delete this post?"
      list={listUrl}
    />
  )
}

/** Makes a preview link of an unpublished post to copy, or revokes every link made so far. */
export const PreviewPostModal = PreviewModal

type Reply = { result: SubmissionResult<string[]> } | { networkError: string }

function useReply() {
  const reply = useActionData<Reply>()
  return {
    lastResult: reply && 'result' in reply ? reply.result : null,
    networkError: networkMessage(reply),
  }
}

export function NewPostModal({ listUrl }: { listUrl: string }) {
  const { timeZone, autosave, values } = useLoaderData<{
    timeZone: string
    autosave: EditorAutosave
    values: BlogFormValues | null
  }>()
  return (
    <Modal title="Add New Post" closeTo={listUrl} size="full">
      <EditorAutosaveBar autosave={autosave} />
      <BlogForm
        key={String(autosave.offer?.restored)}
        {...useReply()}
        defaultValue={values ?? undefined}
        cancelTo={listUrl}
        timeZone={timeZone}
      />
    </Modal>
  )
}

export function EditPostModal({ listUrl }: { listUrl: string }) {
  const { values, error, timeZone, view, autosave } = useLoaderData<{
    values: BlogFormValues | null
    error: string | null
    timeZone: string
    view: MessageLink | null
    autosave: EditorAutosave | null
  }>()
  const reply = useReply()
  return (
    <Modal title="Edit Post" closeTo={listUrl} size="full">
      {values ? <LanguageTabs kind="blog" /> : null}
      {values ? <RevisionsLink kind="blog" /> : null}
      {autosave ? <EditorAutosaveBar autosave={autosave} /> : null}
      {values ? (
        <BlogForm
          key={String(autosave?.offer?.restored)}
          {...reply}
          defaultValue={values}
          cancelTo={listUrl}
          timeZone={timeZone}
          view={view}
        />
      ) : (
        <StatusMessage kind="error">{error}</StatusMessage>
      )}
    </Modal>
  )
}
