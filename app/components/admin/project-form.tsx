// The Add/Edit Project and Add/Edit Detailed Project modal bodies over one media form: the
// entity's fields, then media rows (projects need each row filled; a detailed project drops the
// rows left empty). Both forms' actions are in app/admin/media-form.server.ts.
import type { SubmissionResult } from '@conform-to/react'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { CategorySelect, MediaEntityForm } from './media-entity-form.tsx'
import type { MediaRowValue } from './media-rows.tsx'

type Common = {
  lastResult?: SubmissionResult<string[]> | null
  networkError?: string | null
  categories: string[]
}

type ProjectValues = {
  title: string
  description: string
  category: string
  media: MediaRowValue[]
}

export function ProjectForm({
  defaultValue,
  categories,
  ...form
}: Common & { defaultValue?: ProjectValues }) {
  return (
    <MediaEntityForm<ProjectValues>
      {...form}
      defaultValue={defaultValue}
      cancelTo="/admin/projects"
      mediaRequired
    >
      {(fields) => (
        <>
          <Field label="Title" meta={fields.title} required />
          <TextareaField label="Description" meta={fields.description} />
          <CategorySelect categories={categories} meta={fields.category} />
        </>
      )}
    </MediaEntityForm>
  )
}

type DetailedProjectValues = ProjectValues & { subtitle: string; client: string; tags: string }

export function DetailedProjectForm({
  defaultValue,
  categories,
  ...form
}: Common & { defaultValue?: DetailedProjectValues }) {
  return (
    <MediaEntityForm<DetailedProjectValues>
      {...form}
      defaultValue={defaultValue}
      cancelTo="/admin/detailed-projects"
    >
      {(fields) => (
        <>
          <Field label="Title" meta={fields.title} required />
          <Field label="Subtitle" meta={fields.subtitle} />
          <TextareaField label="Description" meta={fields.description} required />
          <CategorySelect categories={categories} meta={fields.category} />
          <Field label="Client" meta={fields.client} />
          <Field label="Tags" meta={fields.tags} hint="Separate tags with commas." />
        </>
      )}
    </MediaEntityForm>
  )
}
