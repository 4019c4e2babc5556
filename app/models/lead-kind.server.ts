// What a kind of lead (a contact message, a consultation request) is to its doors: its answer's
// schema and shape, and its list, create, status change and delete over the shared leads table
// (leads.server.ts, lead-commit.server.ts). The two kinds differ in their input and in whether a
// phone may be missing; each model declares that and takes the rest from here.
import { z } from 'zod'
import { LeadAttributionSchema, readAttribution } from '#app/analytics/lead-source.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { EntityIdSchema, emailField, iso, MAX, requiredText, TimestampSchema } from './fields.ts'
import { insertLead, type LeadData, type LeadOptions } from './lead-commit.server.ts'
import {
  deleteLead,
  LeadStatusSchema,
  listLeadRows,
  setLeadStatus,
  type LeadKind,
  type LeadRow,
  type LeadStatus,
} from './leads.server.ts'

/**
 * What a door posts for a lead, with its phone's rule (required or not, as the kind says). The
 * fields' order is that of the kind's errors (`phoneFirst`: a consultation asks the phone first).
 */
export function leadInputSchema<Phone extends z.ZodType<string | null | undefined>>(
  phone: Phone,
  { phoneFirst = false } = {},
) {
  const name = requiredText('Name')
  const email = emailField('Email')
  const message = requiredText('Message', MAX.message)
  return phoneFirst
    ? z.object({ name, phone, email, message })
    : z.object({ name, email, phone, message })
}

const LANGUAGE_MESSAGE = 'The language must be "en" or "ar".'

/**
 * The language an /api client may say a lead was written in (issue 34, docs/api.md): kept with
 * the lead as the site's forms keep their page's, so its notification is laid out in that
 * language's direction; left out or null, not known (as before).
 */
export const LeadLanguageSchema = z.object({
  language: z
    .enum(LANGUAGES, { error: LANGUAGE_MESSAGE })
    .nullable()
    .optional()
    .describe(
      'The language the lead is written in (en or ar): its notification is laid out in its direction',
    ),
})

/** A lead as the API returns it, with its phone's schema (`null` where it may be missing). */
export const leadSchema = <Phone extends z.ZodType<string | null>>(phone: Phone) =>
  z.object({
    _id: EntityIdSchema,
    name: z.string(),
    email: z.string(),
    phone,
    message: z.string(),
    status: LeadStatusSchema,
    createdAt: TimestampSchema,
    /** Where the lead came from (issue 32); null for one posted to the /api or kept before. */
    attribution: LeadAttributionSchema.nullable(),
    language: z
      .enum(LANGUAGES)
      .optional()
      .describe(
        "The language it was written in: its form's page's, or the one an /api client said; absent when not known",
      ),
  })

/**
 * A kind of lead's reads and writes: `input` checks what a door posts, `answer` answers a row
 * (leadAnswer with its phone).
 */
export function leadKind<Input extends z.ZodType<LeadData>, Answer>(spec: {
  kind: LeadKind
  input: Input
  answer: (row: LeadRow) => Answer
}) {
  const { kind, input, answer } = spec
  return {
    /** Newest first: one status, or all but spam. */
    list: (status?: LeadStatus): Answer[] => listLeadRows(kind, status).map(answer),

    /**
     * Stores a lead from either door; `suspicious` (the form's checks) sends it to spam. Resolves
     * once it is on disk (insertLead); rejects with the schema's error on bad input.
     */
    create: async (data: z.input<Input>, options: LeadOptions = {}): Promise<Answer> =>
      answer(await insertLead(kind, input.parse(data), options)),

    delete: (id: number): boolean => deleteLead(kind, id),

    /** Changes the status; undefined when there is no such row. */
    setStatus(id: number, status: LeadStatus): Answer | undefined {
      const row = setLeadStatus(kind, id, status)
      return row && answer(row)
    },
  }
}

/** A row as every kind of lead answers it, in the schema's order (`phone` as the kind says). */
export const leadAnswer = <Phone>(r: LeadRow, phone: Phone) => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  phone,
  message: r.message,
  status: r.status,
  createdAt: iso(r.createdAt),
  attribution: readAttribution(r.attribution),
  ...(r.language ? { language: r.language } : {}),
})
