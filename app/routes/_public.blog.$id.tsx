import {
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogArticle } from '#app/components/public/blog-article.tsx'
import { withPublishedOn } from '#app/site/published-on.server.ts'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { blogPath } from '#app/components/public/paths.ts'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { notFound } from '#app/lib/http.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { findBlogPostByAddress } from '#app/models/blog.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { detailShare } from '#app/site/share.server.ts'
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
          ...data.share,
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
  const post = { ...found.item, content: await withImageCopies(found.item.content) }
  const images = await describeImages([post.coverImage])
  const share = detailShare(request, {
    section: { name: 'Blog', path: '/blog' },
    title: post.title,
    path: blogPath(post),
    image: post.coverImage,
    images,
  })
  return { post: withPublishedOn(post), description: metaDescription(post.content), images, share }
}

export default function BlogPost() {
  const { post, images } = useLoaderData<typeof loader>()
  return <BlogArticle post={post} images={images} />
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Post not found." />
}
