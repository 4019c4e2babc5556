// The two kinds of project on their admin screens: the list table, and the Add/Edit modal whose
// body is one media form: the entity's fields, then media rows (projects need each row filled; a detailed project drops the
// rows left empty). Both forms' actions are in app/admin/media-form.server.ts.
import { useEmptyText } from './list-search-box.tsx'
import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { cellClass, DataTable, RowActions } from './data-table.tsx'
import { ListTitle, TranslationFilter, type TranslationFigure } from './language-tabs.tsx'
import { CaseStudySelect, type CaseStudyOption } from './case-study-select.tsx'
import { CategorySelect, MediaEntityForm } from './media-entity-form.tsx'
import { Modal } from './modal.tsx'
import { EditorAutosaveBar } from './editor-autosave.tsx'
import type { EditorAutosave } from '#app/admin/autosave-fields.ts'
import { RichTextMetaField } from './rich-text-field.tsx'
import { networkMessage } from './network-error.ts'
import type { MediaRowValue } from './media-grid.tsx'
import { PreviewRowLink } from './preview-modal.tsx'
import { ResultRows, type ResultValue } from './result-rows.tsx'
import {
  PublicationFields,
  PublicationStatus,
  type PublicationValues,
} from './publication-fields.tsx'

type Common = {
  view?: MessageLink | null
  lastResult?: SubmissionResult<string[]> | null
  networkError?: string | null
  categories: string[]
  /** The detailed projects a project's card may lead to. */
  caseStudies?: CaseStudyOption[]
  /** The site's time zone (publish times). */
  timeZone: string
}

type ProjectValues = {
  title: string
  description: string
  category: string
  media: MediaRowValue[]
  caseStudy?: string
} & Partial<PublicationValues>

export function ProjectForm({
  defaultValue,
  categories,
  caseStudies = [],
  timeZone,
  ...form
}: Common & { defaultValue?: ProjectValues }) {
  return (
    <MediaEntityForm<ProjectValues>
      {...form}
      kind="project"
      defaultValue={defaultValue}
      cancelTo="/admin/projects"
      timeZone={timeZone}
      mediaRequired
    >
      {(fields) => (
        <>
          <Field label="Title" meta={fields.title} required />
          <TextareaField label="Description" meta={fields.description} />
          <CategorySelect categories={categories} meta={fields.category} />
          <CaseStudySelect options={caseStudies} meta={fields.caseStudy} noun="detailed project" />
          <PublicationFields publishAt={fields.publishAt} timeZone={timeZone} />
        </>
      )}
    </MediaEntityForm>
  )
}

type DetailedProjectValues = ProjectValues & {
  subtitle: string
  client: string
  tags: string
  results?: ResultValue[]
}

export function DetailedProjectForm({
  defaultValue,
  categories,
  timeZone,
  ...form
}: Common & { defaultValue?: DetailedProjectValues }) {
  return (
    <MediaEntityForm<DetailedProjectValues>
      {...form}
      kind="detailed-project"
      defaultValue={defaultValue}
      cancelTo="/admin/detailed-projects"
      timeZone={timeZone}
      pathPrefix="/detailed-projects/"
      side={(fields, form) => (
        <>
          <CategorySelect categories={categories} meta={fields.category} />
          <Field label="Client" meta={fields.client} />
          <Field label="Tags" meta={fields.tags} hint="Separate tags with commas." />
          <ResultRows form={form} field={fields.results} />
        </>
      )}
    >
      {(fields) => (
        <>
          <Field label="Title" meta={fields.title} required />
          <Field label="Subtitle" meta={fields.subtitle} />
          <RichTextMetaField meta={fields.description} label="Description" uploadKind="projects" />
        </>
      )}
    </MediaEntityForm>
  )
}

type ProjectKind = 'projects' | 'detailed-projects'

/**
 * The Add or Edit modal of either kind of project: the categories come from the list screen under
 * it, the reply from the route's action, and a save that never reached the server says so.
 */
export function ProjectModal({
  kind,
  title,
  defaultValue,
  view,
  autosave,
  children,
}: {
  kind: ProjectKind
  title: string
  /** A detailed project's editor keeps autosaves (the full-screen editor). */
  autosave?: EditorAutosave | null
  /** Where a detailed project is seen (its Edit form). */
  view?: MessageLink | null
  defaultValue?: DetailedProjectValues | ProjectValues
  /** Shown above the form (the Edit screen's link to its revisions). */
  children?: ReactNode
}) {
  const list = useRouteLoaderData<{
    categories: string[]
    caseStudies?: CaseStudyOption[]
    timeZone: string
  }>(`routes/admin.${kind}`)
  const reply = useActionData<{ result: SubmissionResult<string[]> } | { networkError: string }>()
  const props = {
    lastResult: reply && 'result' in reply ? reply.result : null,
    networkError: networkMessage(reply),
    categories: list?.categories ?? [],
    caseStudies: list?.caseStudies ?? [],
    timeZone: list?.timeZone ?? 'UTC',
    view,
  }
  return (
    <Modal title={title} closeTo={`/admin/${kind}`} size={kind === 'projects' ? 'lg' : 'full'}>
      {children}
      {autosave ? <EditorAutosaveBar autosave={autosave} /> : null}
      {kind === 'projects' ? (
        <ProjectForm {...props} defaultValue={defaultValue as ProjectValues | undefined} /> // the kind says which values these are
      ) : (
        <DetailedProjectForm
          key={String(autosave?.offer?.restored)}
          {...props}
          defaultValue={defaultValue as DetailedProjectValues | undefined} // the kind says which values these are
        />
      )}
    </Modal>
  )
}

/** The table of either list of projects. */
export function ProjectTable({
  projects,
  addressPrefix,
}: {
  projects: Array<{
    _id: string
    title: string
    category: string
    slug?: string
    status: string
    publishAt: string | null
    translation: TranslationFigure
  }>
  /** The public address before the slug, for a kind with pages of its own. */
  addressPrefix?: string
}) {
  const emptyText = useEmptyText('No projects yet.')
  return (
    <>
      <TranslationFilter />
      <DataTable
        columns={['Title', 'Category', 'Status', 'Actions']}
        isEmpty={projects.length === 0}
        empty={emptyText}
      >
        {projects.map((p) => (
          <tr key={p._id}>
            <td className={cellClass}>
              <ListTitle
                title={p.title}
                address={addressPrefix && p.slug ? `${addressPrefix}${p.slug}` : null}
                figure={p.translation}
              />
            </td>
            <td className={cellClass}>{p.category}</td>
            <td className={cellClass} data-testid="project-status">
              <PublicationStatus status={p.status} publishAt={p.publishAt} />
              {addressPrefix ? <PreviewRowLink item={p} /> : null}
            </td>
            <td className={cellClass}>
              <RowActions editTo={`${p._id}/edit`} deleteTo={`${p._id}/delete`} label={p.title} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
