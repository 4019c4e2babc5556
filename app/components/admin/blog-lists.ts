// The blog's Add, Edit, Preview and Delete modals sit under two lists, /admin/blogs and the Arabic
// /admin/full-blog: one route module each (app/routes/admin.blogs.*), which the full-blog
// addresses re-export, so the list a modal closes to is read from its own address.
import { useLocation } from '@remix-run/react'

export const BLOG_LIST = '/admin/blogs'
export const FULL_BLOG_LIST = '/admin/full-blog'

/** The list the address `url` (a path or a whole URL) sits under. */
export function blogListOf(url: string): string {
  const { pathname } = new URL(url, 'http://localhost')
  return pathname === FULL_BLOG_LIST || pathname.startsWith(`${FULL_BLOG_LIST}/`)
    ? FULL_BLOG_LIST
    : BLOG_LIST
}

export function useBlogList(): string {
  return blogListOf(useLocation().pathname)
}
