/** The main navigation: addresses in the default language, labels by dictionary key (nav). */
export const NAV_LINKS = [
  { to: '/', label: 'home' },
  { to: '/about', label: 'about' },
  { to: '/services', label: 'services' },
  { to: '/portfolio', label: 'portfolio' },
  { to: '/blog', label: 'blog' },
] as const

export const CONTACT_HREF = '/#contact'
