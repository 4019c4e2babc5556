import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogArticle } from '#app/components/public/blog-article.tsx'
import { withPublishedOn } from '#app/site/published-on.server.ts'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { blogPath } from '#app/components/public/paths.ts'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { findBlogPostByAddress } from '#app/models/blog.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { detailShare } from '#app/site/share.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useLanguage } from '#app/i18n/use-language.ts'
import { itemPage } from '#app/site/item-page.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

// Feed readers and browsers find the blog's feed from its pages (feed: its language's).
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  return data
    ? pageMeta(
        [data.post.title, metaLanguage(args).t.blog.title],
        data.description,
        sharePage(args, {
          type: 'article',
          feed: true,
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
    : errorMeta(args, (t) => ({
        text: t.blog.notFound,
        section: t.blog.title,
        description: t.blog.notFoundText,
      }))
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { language, t, translateOne } = requestLanguage(request)
  // The id's address (the first one the site had) and old slugs move for good to the current one.
  const found = itemPage(request, 'blog', params.id, findBlogPostByAddress, t.blog.notFound)
  const item = translateOne('blog', found.item)
  const post = { ...item, content: await withImageCopies(item.content) }
  const images = await describeImages([post.coverImage])
  const share = detailShare(request, {
    section: { name: t.blog.title, path: '/blog' },
    title: post.title,
    path: blogPath(post),
    image: post.coverImage,
    images,
    addresses: found.addresses,
  })
  return {
    post: withPublishedOn(post, language),
    description: metaDescription(post.content),
    images,
    share,
    addresses: found.addresses,
  }
}

export default function BlogPost() {
  const { post, images } = useLoaderData<typeof loader>()
  return <BlogArticle post={post} images={images} />
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={useLanguage().t.blog.notFound} />
}
