// A lead's Source says each thing once: its one line (channel, campaign, landing page, or the page
// the form was sent from), then only what the line does not say. The modal used to repeat the line
// as Channel, Campaign, utm_source, Landing page, Sent from and Known from rows.
import { expect, test } from 'vitest'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { LeadOrigin } from '#app/components/admin/lead-origin.tsx'
import { render } from '#tests/support/render-route.tsx'

const SPRING: LeadAttribution = {
  evidence: 'visits',
  channel: 'Campaign',
  source: 'news',
  medium: 'email',
  campaign: 'spring',
  referrer: 'https://news.example/',
  landingPage: '/detailed-services/video-production',
  lastChannel: 'Campaign',
  lastCampaign: 'spring',
  formPage: '/',
  pagesBefore: 3,
  servicePages: ['/detailed-services/video-production'],
  caseStudies: [],
  timeOnSite: 245,
}
const LINE = 'From: Campaign: campaign spring (news), landed on /detailed-services/video-production'

async function shown(attribution: LeadAttribution, line = LINE) {
  const { html } = await render(
    { default: () => <LeadOrigin attribution={attribution} line={line} timeOnSite="4 min 05 s" /> },
    '/admin/contact-messages/1',
    new Request('http://localhost/admin/contact-messages/1'),
  )
  return html
}

test('the line, then only what it does not say', async () => {
  const html = await shown(SPRING)
  expect(html).toContain(LINE)
  for (const repeated of ['Channel', 'Campaign<', 'utm_', 'Landing page', 'Known from']) {
    expect(html).not.toContain(repeated)
  }
  for (const added of ['Referrer', 'Sent from', 'Pages before', 'Time on site', 'Service pages']) {
    expect(html).toContain(added)
  }
})

test('a form sent from the landing page, or known from the form alone, names its page once', async () => {
  expect(await shown({ ...SPRING, formPage: SPRING.landingPage })).not.toContain('Sent from')
  const form = { ...SPRING, evidence: 'form' as const, landingPage: null, formPage: '/about' }
  expect(await shown(form, 'From: source unknown, sent from /about')).not.toContain('Sent from')
  // Known only from the page the visitor arrived at: said, as the line cannot say it.
  expect(await shown({ ...SPRING, evidence: 'page' })).toContain('Known from')
})
