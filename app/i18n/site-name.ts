// The site's name, as the spec writes it: English pages' title and the name every page's title
// ends with, whatever its language (app/components/public/page-meta.ts).
export const SITE_NAME = 'Creative Media Solutions'
