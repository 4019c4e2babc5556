// People's text in a line of another direction (issue 34): an Arabic name in an English sentence,
// a CSV row or a mail subject. Where no markup can isolate it (<bdi>), Unicode's isolates do: FSI
// (U+2068) takes the text's own direction from its first strong letter and PDI (U+2069) ends it, so
// the text around it keeps its order. Only a text with a right-to-left letter is wrapped: every
// other reads exactly as before.

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/

/** Whether a text has a letter of a right-to-left script (Arabic, Hebrew...). */
export const hasRightToLeft = (text: string) => RIGHT_TO_LEFT.test(text)

/** The text between FSI and PDI when it has a right-to-left letter; otherwise as it is. */
export const isolate = (text: string) => (hasRightToLeft(text) ? `\u2068${text}\u2069` : text)
