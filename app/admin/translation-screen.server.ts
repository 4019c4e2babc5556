// The translation screen of every kind of item (docs/decisions/027-content-translations.md):
// /admin/translations/<kind>/<id>?lang=ar shows each of the item's texts in the default language
// beside a field for the other language's, and its post saves them all through the content write
// path. A plain form (it works without JavaScript); a refused text comes back with what was typed.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { adminFormat, type AdminFormat } from './admin-format.server.ts'
import { isLanguage, otherLanguage, type Language } from '#app/i18n/languages.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { notFound } from '#app/lib/http.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { adminEditUrl, isKind, isSlugKind, KINDS, kindSpec, type Kind } from '#db/kinds.ts'
import { getDefaultLanguage } from '#app/models/settings.server.ts'
import { languageSlugs } from '#app/models/translation-address.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import {
  isTranslatable,
  itemName,
  readTranslations,
  textPaths,
} from '#app/models/translation.server.ts'
import { attempt } from './failure.server.ts'
import { translationPublishing } from './translation-publishing.server.ts'

/** Where an item's texts in `language` are edited. */
export const translationUrl = (kind: Kind, id: number, language: Language) =>
  `/admin/translations/${kind}/${id}?lang=${language}`

const NOT_FOUND = 'Item not found.'
const SAVED = 'Translation saved successfully.'
const FAILED = 'Failed to save translation'

/** The item and language of the address: a 404 for a kind without texts or an item not there. */
function findItem(request: Request, params: LoaderFunctionArgs['params']) {
  const kind = params.kind
  const parsed = parseId(params.id)
  if (!isKind(kind) || !isTranslatable(kind) || parsed === null) notFound(NOT_FOUND)
  const id = kindSpec(kind).singleton ? 1 : parsed
  const defaultLanguage = getDefaultLanguage()
  const asked = new URL(request.url).searchParams.get('lang')
  // The default language's texts are the item's own, edited on its Edit screen.
  const language =
    isLanguage(asked) && asked !== defaultLanguage ? asked : otherLanguage(defaultLanguage)
  const name = itemName(kind, id)
  const texts = textPaths(kind, id)
  if (name === undefined || texts === undefined) notFound(NOT_FOUND)
  return { kind, id, language, defaultLanguage, name, texts }
}

/** The screen of what is stored; a refused save's reply carries what was typed over it. */
function screen(found: ReturnType<typeof findItem>, format: AdminFormat) {
  const { kind, id, language, defaultLanguage, name, texts } = found
  const stored = readTranslations(kind, language, [id]).get(id)
  // An item with a page has an address in this language too, typed beside its texts (decision 032).
  const slug = isSlugKind(kind)
    ? {
        path: KINDS[kind].address.path,
        stored: languageSlugs(kind, language, [id]).get(id) ?? null,
      }
    : null
  return {
    item: {
      kind,
      id,
      name,
      noun: KINDS[kind].noun,
      editUrl: adminEditUrl(kind, id),
      url: translationUrl(kind, id, language),
    },
    publishing: translationPublishing(kind, id, language, format),
    language,
    defaultLanguage,
    texts: texts.map((text) => ({
      path: text.path,
      label: text.label,
      long: text.form !== 'line',
      fallback: text.value,
      stored: stored?.get(text.path) ?? null,
    })),
    done: texts.filter((text) => stored?.has(text.path)).length,
    slug,
  }
}

export async function translationLoader({ request, params }: LoaderFunctionArgs) {
  const format = adminFormat(await requireAdmin(request))
  const found = findItem(request, params)
  const { message, headers } = await readMessage(request)
  return data({ ...screen(found, format), message }, { headers })
}

/**
 * Saves the item's texts in the language. A refusal answers the one form reply
 * (docs/architecture.md, "Form replies"): what was typed under each field's name (a text's path,
 * `slug`, `status`, `publishAt`), each refused text's error under its name, and a failed write as
 * the form's error.
 */
export async function translationAction({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const found = findItem(request, params)
  const form = await readPostedForm(request)
  const values: Record<string, string> = {}
  for (const { path } of found.texts) {
    const value = form.get(path)
    values[path] = typeof value === 'string' ? value : ''
  }
  for (const field of ['slug', 'status', 'publishAt'] as const) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  if (isSlugKind(found.kind)) values.slug ??= ''
  const saved = attempt(FAILED, () => saveTranslation(found.kind, found.id, found.language, values))
  if (saved.value?.ok) {
    return redirectWithMessage(translationUrl(found.kind, found.id, found.language), SAVED)
  }
  const error: Record<string, string[]> = {}
  if (saved.value?.reason === 'invalid') {
    for (const [name, text] of Object.entries(saved.value.errors)) error[name] = [text]
  } else error[''] = [FAILED]
  const status = !saved.value ? 500 : saved.value.reason === 'invalid' ? 400 : 404
  return formReply({ status: 'error', initialValue: values, error }, status)
}
