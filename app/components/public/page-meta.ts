// Titles and descriptions of the public pages, built one way: the page, then its section, then the
// site ('Launch film | Portfolio | Creative Media Solutions'). The home page is the site name alone.
import { isRouteErrorResponse, type MetaDescriptor } from '@remix-run/react'

export const SITE_NAME = 'Creative Media Solutions'

export function pageTitle(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' | ')
}

export function pageMeta(parts: string[], description: string): MetaDescriptor[] {
  return [{ title: pageTitle(...parts) }, { name: 'description', content: description }]
}

/**
 * A route's meta when its loader failed: for a 404 the route's not-found text ('Post not found.')
 * as title, with a description saying where to look instead; otherwise a generic error.
 */
export function errorMeta(
  error: unknown,
  notFound: { text: string; section: string; description: string },
): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta([notFound.text.replace(/\.$/, ''), notFound.section], notFound.description)
  }
  return pageMeta(['Error', notFound.section], 'This page could not be shown. Please try again.')
}
