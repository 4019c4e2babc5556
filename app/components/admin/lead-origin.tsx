// Where a lead came from, in its modal: the one line the e-mail also gives (its channel, campaign,
// landing page or the page it was sent from), then only what that line does not say: the referrer,
// a later arrival, the visit's pages and length, and how the source is known when only the
// landing page was (a visit not counted). Nothing for a lead posted to the /api or kept before
// attribution was.
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

const term = 'text-slate-500 dark:text-slate-400'

function Row({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className="break-all">
        <bdi>{value}</bdi>
      </dd>
    </>
  )
}

export function LeadOrigin({
  attribution: a,
  line,
  timeOnSite,
}: {
  attribution: LeadAttribution | null
  line: string
  timeOnSite: string | null
}) {
  const t = useAdminT()
  const o = t.lead.origin
  const channels = t.lead.sourceWords.channels
  return (
    <section aria-labelledby="lead-origin-title" className="mt-4 text-sm">
      <h3 id="lead-origin-title" className="font-semibold">
        {t.lead.source}
      </h3>
      <p data-testid="lead-origin" className="mt-1">
        {line}
      </p>
      {a ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <Row label={o.referrer} value={a.referrer} />
          <Row
            label={o.lastArrival}
            value={
              a.lastChannel && (a.lastChannel !== a.channel || a.lastCampaign !== a.campaign)
                ? [channels[a.lastChannel], a.lastCampaign].filter(Boolean).join(': ')
                : null
            }
          />
          <Row
            label={o.sentFrom}
            value={a.evidence === 'form' || a.formPage === a.landingPage ? null : a.formPage}
          />
          <Row label={o.pagesBefore} value={a.pagesBefore} />
          <Row label={o.timeOnSite} value={timeOnSite} />
          <Row label={o.servicePages} value={a.servicePages.join(', ')} />
          <Row label={o.caseStudies} value={a.caseStudies.join(', ')} />
          <Row label={o.knownFrom} value={a.evidence === 'page' ? t.lead.evidence.page : null} />
        </dl>
      ) : null}
    </section>
  )
}
