import {
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { errorMeta, pageMeta, shareImage, sharePage } from '#app/components/public/page-meta.ts'
import { ImageSizesProvider, ResponsiveImage } from '#app/components/public/responsive-image.tsx'
import { RichText } from '#app/components/public/rich-text.tsx'
import { blogPath } from '#app/components/public/paths.ts'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { notFound } from '#app/lib/http.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { findBlogPostByAddress } from '#app/models/blog.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'

// Feed readers and browsers find the blog's feed from its pages.
export const links: LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/rss.xml' },
]

export const meta: MetaFunction<typeof loader> = ({ data, error, ...args }) =>
  data
    ? pageMeta(
        [data.post.title, 'Blog'],
        data.description,
        sharePage(args, {
          type: 'article',
          ...shareImage(data.post.coverImage, data.images),
          section: { name: 'Blog', path: '/blog' },
          jsonLd: {
            '@type': 'BlogPosting',
            headline: data.post.title,
            datePublished: data.post.publishAt ?? data.post.createdAt,
            dateModified: data.post.updatedAt,
            ...(data.post.author
              ? { author: { '@type': 'Person', name: data.post.author.name } }
              : {}),
          },
        }),
      )
    : errorMeta(error, {
        text: 'Post not found.',
        section: 'Blog',
        description: 'This blog post does not exist or was removed. The blog lists all our posts.',
      })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = params.id ? findBlogPostByAddress(params.id) : undefined
  if (!found) notFound('Post not found.')
  // The id's address (the first one the site had) and old slugs move for good to the current one.
  if ('movedTo' in found) {
    throw redirect(blogPath({ _id: '', slug: found.movedTo }) + new URL(request.url).search, 301)
  }
  const { post } = found
  const images = await describeImages([post.coverImage])
  return { post, description: metaDescription(post.content), images }
}

/** "November 22, 2026": the same on the server and in the browser, whatever their time zones. */
function longDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

export default function BlogPost() {
  const { post, images } = useLoaderData<typeof loader>()
  const published = post.publishAt ?? post.createdAt
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      {post.coverImage ? (
        <ImageSizesProvider images={images}>
          <ResponsiveImage
            src={post.coverImage}
            alt={post.coverImageAlt ?? post.title}
            className="mb-8 aspect-video w-full rounded-xl object-cover"
            sizes="(min-width: 768px) 736px, 100vw"
            priority
          />
        </ImageSizesProvider>
      ) : null}
      <h1 className="text-4xl font-bold">{post.title}</h1>
      <p className="mt-3 text-slate-500 dark:text-slate-400">
        By: {post.author?.name || 'Unknown'} ·{' '}
        <time dateTime={published}>{longDate(published)}</time>
      </p>
      <RichText content={post.content} className="mt-8" />
    </article>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Post not found." />
}
