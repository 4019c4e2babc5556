// The Add/Edit Detailed Project modal body: title, subtitle, description, category, client,
// comma-separated tags and media rows (rows left empty are dropped on save).
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { CategorySelect, MediaEntityForm } from './media-entity-form.tsx'
import type { ProjectFormValues } from './project-form.tsx'

export function DetailedProjectForm({
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
      cancelTo="/admin/detailed-projects"
    >
      <Field label="Title" name="title" defaultValue={v.title} required errors={errors.title} />
      <Field label="Subtitle" name="subtitle" defaultValue={v.subtitle} errors={errors.subtitle} />
      <TextareaField
        label="Description"
        name="description"
        defaultValue={v.description}
        required
        errors={errors.description}
      />
      <CategorySelect categories={categories} value={v.category ?? ''} error={errors.category} />
      <Field label="Client" name="client" defaultValue={v.client} errors={errors.client} />
      <Field
        label="Tags"
        name="tags"
        defaultValue={v.tags}
        hint="Separate tags with commas."
        errors={errors.tags}
      />
    </MediaEntityForm>
  )
}
