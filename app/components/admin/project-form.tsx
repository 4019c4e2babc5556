// The Add/Edit Project modal body: title, description, category and media rows.
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { CategorySelect, MediaEntityForm } from './media-entity-form.tsx'
import type { MediaRowValue } from './media-rows.tsx'

export type ProjectFormValues = {
  fields: Record<string, string>
  media: MediaRowValue[]
}

export function ProjectForm({
  values,
  errors,
  formError,
  categories,
}: {
  values: ProjectFormValues
  errors: Record<string, string>
  formError: string | null
  categories: string[]
}) {
  const v = values.fields
  return (
    <MediaEntityForm
      media={values.media}
      errors={errors}
      formError={formError}
      cancelTo="/admin/projects"
      mediaRequired
    >
      <Field label="Title" name="title" defaultValue={v.title} required errors={errors.title} />
      <TextareaField
        label="Description"
        name="description"
        defaultValue={v.description}
        errors={errors.description}
      />
      <CategorySelect categories={categories} value={v.category ?? ''} error={errors.category} />
    </MediaEntityForm>
  )
}
