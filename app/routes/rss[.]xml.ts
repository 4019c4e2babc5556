// /rss.xml: the blog as an RSS 2.0 feed, newest first, with each post's full (sanitized) content,
// linked from the blog pages (<link rel="alternate">).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { SITE_NAME } from '#app/components/public/page-meta.ts'
import { blogPath } from '#app/components/public/paths.ts'
import { siteOrigin, xmlText } from '#app/lib/site-url.server.ts'
import { listBlogPosts } from '#app/models/blog.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'

const FEED_SIZE = 50

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const posts = listBlogPosts({ limit: FEED_SIZE, publication: true })
  const items = posts.map((post) => {
    const link = origin + blogPath(post)
    return [
      '<item>',
      `<title>${xmlText(post.title)}</title>`,
      `<link>${xmlText(link)}</link>`,
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      `<pubDate>${new Date(post.publishAt ?? post.createdAt).toUTCString()}</pubDate>`,
      post.author ? `<dc:creator>${xmlText(post.author.name)}</dc:creator>` : '',
      `<description>${xmlText(metaDescription(post.content))}</description>`,
      `<content:encoded>${xmlText(post.content)}</content:encoded>`,
      '</item>',
    ].join('')
  })
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(`Blog | ${SITE_NAME}`)}</title>`,
    `<link>${xmlText(`${origin}/blog`)}</link>`,
    `<atom:link href="${xmlText(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlText(`News and stories from ${SITE_NAME}`)}</description>`,
    '<language>en</language>',
    posts[0] ? `<lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
