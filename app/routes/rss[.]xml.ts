// /rss.xml: the blog as an RSS 2.0 feed, newest first, with each post's full (sanitized) content,
// linked from the blog pages (<link rel="alternate">). The same feed in the other language is at
// /ar/rss.xml (or /en/rss.xml), its links and texts in that language (remix.config.ts).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { blogPath } from '#app/components/public/paths.ts'
import { siteOrigin, xmlText } from '#app/lib/site-url.server.ts'
import { listBlogPosts } from '#app/models/blog.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

const FEED_SIZE = 50

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const { language, t, localize, translate } = requestLanguage(request)
  const posts = translate('blog', listBlogPosts({ limit: FEED_SIZE, publication: true }))
  const items = posts.map((post) => {
    const link = origin + localize(blogPath(post))
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
  const site = t.site.name
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(`${t.blog.title} | ${site}`)}</title>`,
    `<link>${xmlText(origin + localize('/blog'))}</link>`,
    `<atom:link href="${xmlText(origin + localize('/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlText(t.blog.feedDescription(site))}</description>`,
    `<language>${language}</language>`,
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
