import { redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useSearchParams } from '@remix-run/react'
import { CONSULTATION_SENT_ID, ConsultationForm } from '#app/components/forms/consultation-form.tsx'
import { CONSULTATION_PARAM } from '#app/components/forms/consultation-link.ts'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { CONSULTATION_LIMIT } from '#app/site/form-limits.server.ts'
import { handlePublicForm } from '#app/site/public-form.server.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { ConsultationInputSchema, createConsultation } from '#app/models/consultation.server.ts'
import { typedValue } from '#app/lib/form-fields.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useLanguage } from '#app/i18n/use-language.ts'

// The consultation modal posts here from any page. Success goes back to that page with the modal
// showing its success message; a refusal without JavaScript renders this page with the errors and
// the typed values (with JavaScript the modal's fetcher shows them in place).

export const meta: MetaFunction = (args) => {
  const { t } = metaLanguage(args)
  return pageMeta([t.consultation.title], t.consultation.description, sharePage(args))
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await handlePublicForm({
    request,
    context,
    limit: CONSULTATION_LIMIT,
    schema: ConsultationInputSchema,
    save: createConsultation,
    failure: (t) => t.consultation.failure,
  })
  if (!outcome.ok) return outcome.response
  const back = new URL(safeRedirectPath(outcome.values.redirectTo, '/'), 'http://local')
  back.searchParams.set(CONSULTATION_PARAM, 'sent')
  // The fragment opens a page without JavaScript at the thank-you panel (thank-you-panel.tsx).
  return redirect(`${back.pathname}${back.search}#${CONSULTATION_SENT_ID}`)
}

export default function ConsultationPage() {
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const { t, localize } = useLanguage()
  const returnTo = safeRedirectPath(
    typedValue(result, 'redirectTo') || params.get('redirectTo'),
    localize('/'),
  )
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-4xl font-bold">{t.consultation.title}</h1>
      <p className="mb-8 mt-4 text-slate-600 dark:text-slate-300">{t.consultation.intro}</p>
      <ConsultationForm returnTo={returnTo} result={result} sent={false} />
    </section>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
