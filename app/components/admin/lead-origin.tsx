// Where a lead came from (issue 32), in its modal: the one line the e-mail also gives, then the
// snapshot's details. Nothing for a lead posted to the /api or kept before attribution was.
import type { LeadAttribution } from '#app/analytics/lead-source.ts'

const EVIDENCE_TEXT: Record<LeadAttribution['evidence'], string> = {
  visits: "the visitor's pages that day",
  page: 'the page the visitor arrived at (no pageviews were counted)',
  form: 'the page the form was sent from only (no pageviews were counted)',
  none: 'nothing: no pageviews were counted and the form named no page',
}

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
  return (
    <section aria-labelledby="lead-origin-title" className="mt-4 text-sm">
      <h3 id="lead-origin-title" className="font-semibold">
        Source
      </h3>
      <p data-testid="lead-origin" className="mt-1">
        {line}
      </p>
      {a ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <Row label="Channel" value={a.channel} />
          <Row label="Campaign" value={a.campaign} />
          <Row label="utm_source" value={a.source} />
          <Row label="utm_medium" value={a.medium} />
          <Row label="Referrer" value={a.referrer} />
          <Row label="Landing page" value={a.landingPage} />
          <Row
            label="Last arrival"
            value={
              a.lastChannel && (a.lastChannel !== a.channel || a.lastCampaign !== a.campaign)
                ? [a.lastChannel, a.lastCampaign].filter(Boolean).join(': ')
                : null
            }
          />
          <Row label="Sent from" value={a.formPage} />
          <Row label="Pages before" value={a.pagesBefore} />
          <Row label="Time on site" value={timeOnSite} />
          <Row label="Service pages" value={a.servicePages.join(', ')} />
          <Row label="Case studies" value={a.caseStudies.join(', ')} />
          <Row label="Known from" value={EVIDENCE_TEXT[a.evidence]} />
        </dl>
      ) : null}
    </section>
  )
}
