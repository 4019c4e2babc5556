// A testimonial without a photo shows its client's initials on a colour of their own. Worked out by
// the server (the home page's sections are read once per content version), so the public script
// carries neither the rule nor the colours.

// Backgrounds for a client without a photo, each with white initials at 4.5:1 or more.
const INITIALS_BACKGROUNDS = ['bg-brand-700', 'bg-brand-900', 'bg-[#b3401a]', 'bg-[#0f766e]']

const ARABIC_LETTER = /^[\u0600-\u06FF]/u

/**
 * Up to two initials of a name: "Lena Ortiz" gives "LO", "Studio" gives "S". A name in Arabic
 * script gives one letter, without the article: Arabic letters set side by side join into a
 * fragment of a word ("العميل الأول" gives "ع", not "اا").
 */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length > 0 && ARABIC_LETTER.test(words[0]!)) {
    return Array.from(words[0]!.replace(/^ال(?=.{2})/u, ''))[0]!
  }
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((w) => Array.from(w)[0]!.toLocaleUpperCase()).join('')
}

/** The same name always gets the same colour. */
const backgroundOf = (name: string) =>
  INITIALS_BACKGROUNDS[
    Array.from(name).reduce((sum, c) => sum + c.codePointAt(0)!, 0) % INITIALS_BACKGROUNDS.length
  ]!

/** A testimonial as its card draws it: the initials and their colour, from the name shown. */
export const withInitials = <T extends { clientName: string }>(testimonial: T) => ({
  ...testimonial,
  initials: {
    letters: initialsOf(testimonial.clientName),
    tone: backgroundOf(testimonial.clientName),
  },
})
