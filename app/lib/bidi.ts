// People's text in a line of another direction (docs/decisions/025-languages.md): an Arabic name in
// an English sentence, a CSV row or a mail subject. Where no markup can isolate it (<bdi>),
// Unicode's isolates do: FSI (U+2068) takes the text's own direction from its first strong letter
// and PDI (U+2069) ends it, so the text around it keeps its order. Only a text with a right-to-left
// letter is wrapped: every other reads exactly as before. A person's text never carries explicit
// direction controls into the site's lines (docs/security.md, "People's text"): an override
// (U+202E) turns the rest of a subject around even without an Arabic letter, and a PDI of its own
// would close the isolate early and let what follows escape it.

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/

/**
 * The explicit bidi formatting characters: embeddings and overrides (U+202A-U+202E), isolates
 * (U+2066-U+2069) and the marks (LRM, RLM, ALM).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g

/** The text without explicit bidi formatting characters. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '')

/** Whether a text has a letter of a right-to-left script (Arabic, Hebrew...). */
export const hasRightToLeft = (text: string) => RIGHT_TO_LEFT.test(text)

/**
 * The text without its own bidi controls, between FSI and PDI when it has a right-to-left letter;
 * otherwise as it is, less those controls.
 */
export function isolate(text: string): string {
  const plain = withoutBidiControls(text)
  return hasRightToLeft(plain) ? `\u2068${plain}\u2069` : plain
}
