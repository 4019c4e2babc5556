/**
 * The main navigation: addresses in the default language, labels by dictionary key (nav), and the
 * detail pages that belong to a link's section (marked as current there too).
 */
export const NAV_LINKS = [
  { to: '/', label: 'home' },
  { to: '/about', label: 'about' },
  { to: '/services', label: 'services', details: '/detailed-services/' },
  { to: '/portfolio', label: 'portfolio', details: '/detailed-projects/' },
  { to: '/blog', label: 'blog' },
] as const

/** Whether the page at `pathname` (in any language) is a detail page of `link`'s section. */
export const inSection = (link: (typeof NAV_LINKS)[number], pathname: string) =>
  'details' in link && pathname.includes(link.details)

export const CONTACT_HREF = '/#contact'
