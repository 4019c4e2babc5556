import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogArticle } from '#app/components/public/blog-article.tsx'
import { PostFooter } from '#app/components/public/keep-reading.tsx'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { withCardImage } from '#app/site/card-image.server.ts'
import { keepReading } from '#app/site/keep-reading.server.ts'
import { withPublishedOn } from '#app/site/published-on.server.ts'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { blogPath } from '#app/components/public/paths.ts'
import type { PublicHandle } from '#app/components/public/route-error.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { ImageSizesProvider } from '#app/components/public/responsive-image.tsx'
import { findBlogPostByAddress } from '#app/models/blog.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { detailShare } from '#app/site/share.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { itemPage } from '#app/site/item-page.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

/** The cards under a post, as on the blog's list (docs/product.md: 150 characters). */
const CARD_TEASER_LENGTH = 150

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

export const handle: PublicHandle = { notFound: (t) => t.blog.notFound }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { language, t, translate, translateOne } = requestLanguage(request)
  // The id's address (the first one the site had) and old slugs move for good to the current one.
  const found = itemPage(request, 'blog', params.id, findBlogPostByAddress, t.blog.notFound)
  const item = translateOne('blog', found.item)
  const post = { ...item, content: await withImageCopies(item.content) }
  const { next, related } = keepReading(post, language, (list) => translate('blog', list))
  const more = (next ? [next, ...related] : []).map((p) =>
    withPublishedOn(withExcerpt(withCardImage(p), 'content', CARD_TEASER_LENGTH), language),
  )
  const images = await describeImages([post.coverImage, ...more.map((p) => p.coverImage)])
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
    more,
    images,
    share,
    addresses: found.addresses,
  }
}

export default function BlogPost() {
  const { post, images, more } = useLoaderData<typeof loader>()
  return (
    <BlogArticle post={post} images={images}>
      <ImageSizesProvider images={images}>
        <PostFooter author={post.author} posts={more} />
      </ImageSizesProvider>
    </BlogArticle>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
