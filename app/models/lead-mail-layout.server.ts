// The HTML version of a lead's notification (issue 34): laid out in the direction of the lead's
// language, right to left for a lead sent from an Arabic page. The lines are the text version's;
// the visitor's name is isolated (<bdi>), the e-mail address and phone number stay left to right,
// and each paragraph takes the direction of its own text (dir="auto": the English lines around the
// message read left to right, an Arabic message right to left).
import { directionOf, type Language } from '#app/i18n/languages.ts'
import { withoutBidiControls } from '#app/lib/bidi.ts'

// A person's own direction controls never reach the page: a PDI of their own could close the <bdi>
// early (docs/security.md, "People's text").
const escape = (text: string) =>
  withoutBidiControls(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type LeadMailParts = {
  language: Language
  name: string
  email: string
  phone: string | null
  message: string
  /** The lines after the message, as the text version has them. */
  after: readonly string[]
}

/** The notification's HTML, for a lead in `language`. */
export function leadMailHtml({ language, name, email, phone, message, after }: LeadMailParts) {
  const ltr = (text: string) => `<bdi dir="ltr">${escape(text)}</bdi>`
  const from = `<bdi>${escape(name)}</bdi> &lt;${ltr(email)}&gt;${phone ? `, ${ltr(phone)}` : ''}`
  const paragraphs = [
    `<p dir="auto">${from} wrote:</p>`,
    `<p dir="auto" style="white-space:pre-wrap">${escape(message)}</p>`,
    ...after.filter((line) => line !== '').map((line) => `<p dir="auto">${escape(line)}</p>`),
  ]
  const dir = directionOf(language)
  return (
    `<!DOCTYPE html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head>` +
    `<body dir="${dir}" style="text-align:start">${paragraphs.join('')}</body></html>`
  )
}
