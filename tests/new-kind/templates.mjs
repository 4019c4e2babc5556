// The throw-away kind "person" (a name, a role, a photo, a bio) that tests/new-kind/run.mjs adds to
// a copy of the tree: the files it writes whole (`files`) and the lines it puts into files that
// exist (`edits`, each after or before one anchor that must stand exactly once). Written as
// docs/architecture.md "Adding a content kind" walks it, from the testimonials.

export const files = {
  'app/models/person.server.ts': `import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { people } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import {
  MAX,
  EntityIdSchema,
  iso,
  addedText,
  optionalText,
  optionalUrlField,
  requiredText,
  timestamps,
} from './fields.ts'
import { createContent, deleteContent, updateContent } from './content-write.server.ts'
import { kindDoor } from './kind-door.ts'
import type { KindModel } from './kind-models.server.ts'

export const PersonInputSchema = z.object({
  name: requiredText('Name'),
  role: optionalText('Role'),
  bio: requiredText('Bio', MAX.message),
  photo: optionalUrlField('Photo'),
  photoAlt: addedText('Photo alt text'),
})
export type PersonInput = z.input<typeof PersonInputSchema>

/** A person as the API returns it. */
export const PersonSchema = z.object({
  _id: EntityIdSchema,
  name: z.string(),
  role: z.string().nullable(),
  bio: z.string(),
  photo: z.string().nullable(),
  /** Only when the admin wrote one. */
  photoAlt: z.string().optional(),
  ...timestamps,
})
export type Person = z.infer<typeof PersonSchema>

const toPerson = (r: typeof people.$inferSelect): Person => ({
  _id: String(r.id),
  name: r.name,
  role: r.role,
  bio: r.bio,
  photo: r.photo,
  ...(r.photoAlt ? { photoAlt: r.photoAlt } : {}),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

export function listPeople(): Person[] {
  return getDb().select().from(people).orderBy(asc(people.id)).all().map(toPerson)
}

export function getPerson(id: number): Person | undefined {
  const row = getDb().select().from(people).where(eq(people.id, id)).get()
  return row && toPerson(row)
}

export function createPerson(input: PersonInput): Person {
  const data = PersonInputSchema.parse(input)
  return createContent('person', {
    save: () => getDb().insert(people).values(data).returning({ id: people.id }).get().id,
    read: getPerson,
  })
}

export function updatePerson(id: number, input: PersonInput): Person | undefined {
  const data = PersonInputSchema.parse(input)
  return updateContent('person', id, {
    load: () => getDb().select().from(people).where(eq(people.id, id)).get(),
    answer: toPerson,
    save: () =>
      void getDb()
        .update(people)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(people.id, id))
        .run(),
    read: getPerson,
  })
}

export function deletePerson(id: number): boolean {
  return deleteContent('person', id)
}

export const kindModel = {
  kind: 'person',
  answer: PersonSchema,
  input: PersonInputSchema,
  read: getPerson,
  update: (id, snapshot) => updatePerson(id, PersonInputSchema.parse(snapshot)),
  door: kindDoor({
    input: PersonInputSchema,
    list: listPeople,
    read: getPerson,
    create: createPerson,
    replace: updatePerson,
    remove: deletePerson,
  }),
} satisfies KindModel<'person'>
`,

  'app/components/admin/person-form.tsx': `// The Add/Edit Person form (its line in kind-forms.ts): multipart, the photo a file or a URL (see
// url-or-file.ts), uploaded first with JavaScript (use-upload-first.ts).
import { Form } from '@remix-run/react'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { FormActions } from './form-actions.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { UrlOrFileWithAlt } from './url-or-file-field.tsx'
import { useUploadingForm, type EditorProps } from './editor-form.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

type Values = {
  name: string
  role: string | null
  bio: string
  photo: string | null
  photoAlt?: string
}

export function PersonForm({ lastResult, defaultValue, cancelTo }: EditorProps<Values>) {
  const { form, fields, busy, error, progress } = useUploadingForm<Values>('person', {
    lastResult,
    defaultValue,
  })
  const t = useAdminT()
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...validatedFormProps(form)}
      className="space-y-4"
    >
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <Field label="Name" meta={fields.name} required />
      <Field label="Role" meta={fields.role} />
      <TextareaField label="Bio" meta={fields.bio} required />
      <UrlOrFileWithAlt
        meta={fields.photo}
        // Its entry's admin.screens.upload.file (db/kinds.ts).
        fileName="photoFile"
        urlLabel="Photo URL"
        urlHint={t.forms.clientImageUrlHint}
        fileLabel="Or upload a photo"
        subject="photo"
        fileHint={t.forms.imagesOnly}
        alt={fields.photoAlt}
        altLabel="Photo alt text"
        altHint={t.forms.clientAltHint}
      />
      <UploadProgress state={progress} label={t.forms.uploadProgress} />
      <FormActions cancelTo={cancelTo} busy={busy} />
    </Form>
  )
}
`,

  'app/components/public/person-card.tsx': `import { ResponsiveImage } from './responsive-image.tsx'
import type { ShownIn } from '#app/i18n/languages.ts'
import type { Person } from '#app/models/person.server.ts'
import { useContentMarks } from '#app/i18n/use-language.ts'

/** A person: the photo, the name, the role and the bio. */
export function PersonCard({ person: p }: { person: Person & ShownIn }) {
  const mark = useContentMarks()
  return (
    <article
      data-testid="person-card"
      className="rounded-card border border-line bg-surface-raised p-7 shadow-card"
    >
      {p.photo ? (
        <ResponsiveImage
          src={p.photo}
          alt={p.photoAlt ?? p.name}
          className="aspect-square w-32 rounded-full object-cover"
          sizes="128px"
        />
      ) : null}
      <h2 {...mark(p, 'name')} className="mt-4 text-display-sm font-semibold">
        {p.name}
      </h2>
      {p.role ? (
        <p {...mark(p, 'role')} className="text-sm font-medium text-brand-700 dark:text-brand-400">
          {p.role}
        </p>
      ) : null}
      <p {...mark(p, 'bio')} className="mt-3 leading-relaxed text-ink-muted">
        {p.bio}
      </p>
    </article>
  )
}
`,

  'app/routes/_public.people.tsx': `import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { PersonCard } from '#app/components/public/person-card.tsx'
import { EmptyNote } from '#app/components/public/route-error.tsx'
import { listPeople } from '#app/models/person.server.ts'

// Its texts are its registry entry's (db/kinds.ts listedAt.texts), in the page's language.
export const meta: MetaFunction<typeof loader> = (args) => {
  const texts = args.data?.texts
  return texts ? pageMeta([texts.title], texts.description, sharePage(args)) : []
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { translate, listingTexts } = requestLanguage(request)
  return { people: translate('person', listPeople()), texts: listingTexts('person') }
}

export default function People() {
  const { people, texts } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-page px-gutter py-section">
      <h1 className="text-display-xl font-bold">{texts.title}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{texts.description}</p>
      {people.length === 0 ? (
        <EmptyNote>{texts.empty}</EmptyNote>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((p) => (
            <PersonCard key={p._id} person={p} />
          ))}
        </div>
      )}
    </section>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
`,
}

/** The person's own admin texts, English then Arabic (its `texts` in db/kind-menu.ts): its screens'. */
const ADMIN_TEXTS = [
  ['Manage People', 'إدارة الأشخاص'],
  ['Add New Person', 'إضافة شخص جديد'],
  ['Edit Person', 'تعديل الشخص'],
  ['Delete Person', 'حذف الشخص'],
  ['Are you sure you want to delete this person?', 'هل أنت متأكد من حذف هذا الشخص؟'],
  ['Person saved successfully.', 'حُفظ الشخص بنجاح.'],
  ['Person deleted successfully.', 'حُذف الشخص بنجاح.'],
  ['Person not found.', 'الشخص غير موجود.'],
  ['Failed to fetch people', 'تعذّر جلب الأشخاص'],
  ['Failed to save person', 'تعذّر حفظ الشخص'],
  ['Failed to delete person', 'تعذّر حذف الشخص'],
  ['Person', 'شخص'],
]

/** Lines put into files that exist: `after` (or `before`) an anchor that stands there once. */
export const edits = [
  {
    file: 'db/schema.ts',
    after: "  (t) => [index('testimonials_created_idx').on(t.createdAt)],\n)\n",
    text: `
export const people = sqliteTable('people', {
  id: id(),
  name: text('name').notNull(),
  role: text('role'),
  bio: text('bio').notNull(),
  photo: text('photo'),
  photoAlt: text('photo_alt'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
`,
  },
  { file: 'db/kinds.ts', after: '  testimonials,\n', text: '  people,\n' },
  {
    file: 'db/kinds.ts',
    before: '} as const satisfies Record<MenuKind, KindSpec>',
    text: `  person: {
    label: 'Person',
    noun: 'person',
    table: people,
    children: [],
    titleColumn: 'name',
    address: null,
    listedAt: {
      path: '/people',
      texts: {
        title: { en: 'Our People', ar: 'فريقنا' },
        description: { en: 'The team behind the work.', ar: 'الفريق الذي يصنع أعمالنا.' },
        empty: { en: 'No people yet.', ar: 'لا يوجد أشخاص بعد.' },
      },
    },
    publishing: null,
    revision: [
      { key: 'name', label: 'Name', show: 'text' },
      { key: 'role', label: 'Role', show: 'text' },
      { key: 'bio', label: 'Bio', show: 'text' },
      { key: 'photo', label: 'Photo', show: 'image' },
      { key: 'photoAlt', label: 'Photo alt text', show: 'text' },
    ],
    trash: true,
    uploads: { urls: [people.photo], html: [] },
    files: { folder: KIND_MENU.person.folder, accept: ['image'] },
    translated: {
      fields: [
        { key: 'name', label: 'Name', form: 'line' },
        { key: 'role', label: 'Role', form: 'line' },
        { key: 'bio', label: 'Bio', form: 'message' },
        { key: 'photoAlt', label: 'Photo alt text', form: 'line' },
      ],
      lists: [],
    },
    admin: {
      list: KIND_MENU.person.list,
      edit: '/admin/people/:id/edit',
      screens: {
        plural: 'People',
        columns: [
          { key: 'name', label: 'Name' },
          { key: 'role', label: 'Role' },
        ],
        upload: { file: 'photoFile', url: 'photo' },
      },
    },
    api: {
      path: '/api/people',
      component: 'Person',
      crud: { summary: 'people, oldest first', getOne: false },
      upload: { field: 'photo', summary: 'Upload a photo' },
      fromRegistry: true,
    },
  },
`,
  },
  {
    file: 'db/kind-menu.ts',
    before: '  about: {',
    text: `  person: {
    list: '/admin/people',
    folder: 'people',
    ownEntry: { en: 'People', ar: 'الأشخاص' },
    texts: [
${ADMIN_TEXTS.map(([en, ar]) => `      { en: ${JSON.stringify(en)}, ar: ${JSON.stringify(ar)} },`).join('\n')}
    ],
  },
`,
  },
  {
    file: 'app/models/kind-models.server.ts',
    after: "import { kindModel as testimonial } from './testimonial.server.ts'\n",
    text: "import { kindModel as person } from './person.server.ts'\n",
  },
  {
    file: 'app/models/kind-models.server.ts',
    after: '  testimonial,\n',
    text: '  person,\n',
  },
  {
    file: 'app/components/admin/kind-forms.ts',
    after: "import { TestimonialForm } from './testimonial-form.tsx'\n",
    text: "import { PersonForm } from './person-form.tsx'\n",
  },
  {
    file: 'app/components/admin/kind-forms.ts',
    after: '  testimonial: TestimonialForm,\n',
    text: '  person: PersonForm,\n',
  },
  {
    file: 'db/seed.ts',
    before: '    const topics = [',
    text: `    tx.insert(schema.people)
      .values([
        { name: 'Sample person One', role: 'Director', bio: 'Directs the films.' },
        { name: 'Sample person Two', role: 'Designer', bio: 'Draws the brands.' },
      ])
      .run()

`,
  },
]
