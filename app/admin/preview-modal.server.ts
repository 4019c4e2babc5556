// The preview modal's loader and action (docs/publishing.md), for every kind with preview links:
// the loader names the item and the languages it is not public in yet, the action makes a link in
// one of them (shown once, to be copied: /ar/preview/... shows the Arabic translation, decision 032)
// or revokes every link made so far.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getDefaultLanguage, siteTimeZone } from '#app/models/settings.server.ts'
import { isLanguage, LANGUAGE_NAMES_EN, localizePath, otherLanguage } from '#app/i18n/languages.ts'
import { hiddenTranslations } from '#app/models/translation-publication.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { PREVIEW_INTENT } from '#app/lib/admin-form-fields.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { siteOrigin } from '#app/lib/site-url.server.ts'
import { parseId } from '#app/models/id.ts'
import { issuePreviewToken, revokePreviews } from '#app/models/preview.server.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'
import { adminFormat } from './admin-format.server.ts'

export function previewRoute(options: {
  kind: SlugKind
  /** The item in any status, with its title and status. */
  find: (id: number) => { title: string; status?: string } | undefined
  notFoundText: string
  /** What the item is called in the modal's texts: "post", "service", "project". */
  noun: string
  listUrl: string
}) {
  const found = (param: string | undefined) => {
    const id = parseId(param)
    const item = id === null ? undefined : options.find(id)
    if (id === null || !item) throw new Response(options.notFoundText, { status: 404 })
    return { id, item }
  }
  /**
   * The languages the item is not public in yet, the default first: the item's own when it is not
   * published, the other's as well while its translation is not public (decision 032).
   */
  const waitingIn = (id: number, item: { status?: string }) => {
    const defaultLanguage = getDefaultLanguage()
    const other = otherLanguage(defaultLanguage)
    const published = item.status === 'published'
    const translationWaits = hiddenTranslations(options.kind, other, [id], new Date()).has(id)
    return {
      defaultLanguage,
      languages: [
        ...(published ? [] : [defaultLanguage]),
        ...(published && !translationWaits ? [] : [other]),
      ],
    }
  }
  return {
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await requireAdmin(request)
      const { id, item } = found(params.id)
      const { languages, defaultLanguage } = waitingIn(id, item)
      const asked = new URL(request.url).searchParams.get('lang')
      return {
        title: item.title,
        status: item.status!,
        listUrl: options.listUrl,
        noun: options.noun,
        languages: languages.map((code) => ({ code, name: LANGUAGE_NAMES_EN[code] })),
        defaultLanguage,
        selected: isLanguage(asked) && languages.includes(asked) ? asked : languages[0],
      }
    },
    action: async ({ request, params }: ActionFunctionArgs) => {
      const admin = await requireAdmin(request)
      const { id, item } = found(params.id)
      const form = await readPostedForm(request)
      const intent = form.get('intent')
      // The one form reply: a revoke is told by the button it answers (postedIntent).
      if (intent === PREVIEW_INTENT.revoke) {
        revokePreviews(options.kind, id)
        return formReply({ status: 'success', initialValue: { intent } })
      }
      if (intent !== PREVIEW_INTENT.create) return formError('Unknown action.', 400)
      const { languages, defaultLanguage } = waitingIn(id, item)
      const asked = form.get('language')
      const language = isLanguage(asked) ? asked : defaultLanguage
      if (!languages.includes(language)) {
        const where = language === defaultLanguage ? '' : ` in ${LANGUAGE_NAMES_EN[language]}`
        return formError(`This ${options.noun} is published${where}: its page is public.`, 409)
      }
      const { token, expiresAt } = issuePreviewToken(options.kind, id)
      // Where a link leads: /preview/<the kind's public path>/<token>, under the language's prefix.
      const path = `/preview${KINDS[options.kind].address.path}/${token}`
      // The link is shown this once, beside the form: no screen lists the links made.
      return formReply({ status: 'success' }, 200, {
        url: siteOrigin(request) + localizePath(path, language, defaultLanguage),
        expires: adminFormat(admin).dateTime(expiresAt, siteTimeZone()),
      })
    },
  }
}
