import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { cardMedia } from '#app/models/media-order.ts'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { withCardImage } from '#app/site/card-image.server.ts'
import { withInitials } from '#app/site/initials.server.ts'
import { CONTACT_SENT_ID, ContactForm } from '#app/components/forms/contact-form.tsx'
import { BlogCard } from '#app/components/public/blog-card.tsx'
import { Hero } from '#app/components/public/hero.tsx'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { ProjectCard } from '#app/components/public/project-card.tsx'
import { ImageSizesProvider } from '#app/components/public/responsive-image.tsx'
import { HomeSection } from '#app/components/public/section.tsx'
import { ServiceCard } from '#app/components/public/service-card.tsx'
import { TestimonialCard } from '#app/components/public/testimonial-card.tsx'
import { CONTACT_LIMIT } from '#app/site/form-limits.server.ts'
import { handlePublicForm } from '#app/site/public-form.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { listBlogPosts } from '#app/models/blog.server.ts'
import {
  ContactMessageInputSchema,
  createContactMessage,
} from '#app/models/contact-message.server.ts'
import { getHeroVideo } from '#app/models/hero-video.server.ts'
import { listProjects } from '#app/models/project.server.ts'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'
import { projectPath, servicePath } from '#app/components/public/paths.ts'
import { listServices } from '#app/models/service.server.ts'
import { publicSettings } from '#app/site/public-settings.server.ts'
import { untilContentChanges } from '#app/lib/content-version.server.ts'
import { listTestimonials } from '#app/models/testimonial.server.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { withPublishedOn } from '#app/site/published-on.server.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { spriteName } from '#app/lib/icons.ts'
import { en } from '#app/i18n/dictionary-en.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useLanguage } from '#app/i18n/use-language.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import type { Kind } from '#db/kinds.ts'
import { localize } from '#app/models/translation.server.ts'

/** The home page shows the newest three projects, testimonials and posts (docs/product.md §9). */
const HOME_LIMIT = 3
const HOME_TEASER_LENGTH = 160
const OVERLAY_TEXT_LENGTH = 100

export const meta: MetaFunction = (args) =>
  pageMeta([], metaLanguage(args).t.home.description, sharePage(args))

/**
 * The sections' content, read once per content version (untilContentChanges: a write, another
 * connection's commit or a scheduled post going public reads it again), per language (the posts'
 * dates are written in it): an uncached home page spent a tenth of its time in these queries
 * (docs/scale.md). A section whose read fails stays
 * empty, its cause is logged, and the content is read again on the next request.
 */
function readSections(language: Language, defaultLanguage: Language) {
  const translate = <T extends object>(kind: Kind, items: readonly T[]) =>
    localize(kind, items, language, defaultLanguage)
  let failed = false
  function section<T>(name: string, read: () => T, empty: T): T {
    try {
      return read()
    } catch (error) {
      console.error(`The home page's ${name} could not be read:`, error)
      failed = true
      return empty
    }
  }
  // A card leads to its case study while that is public (its address in the page's language),
  // else to the list it belongs to.
  const studyOf = <T extends { _id: string; slug?: string }>(
    list: () => T[],
    path: (item: T) => string,
  ) => {
    const paths = new Map(list().map((item) => [item._id, path(item)]))
    return (caseStudy: string | undefined, fallback: string) =>
      (caseStudy && paths.get(caseStudy)) || fallback
  }
  const sections = {
    hero: section('hero', getHeroVideo, { url: null, poster: null }),
    services: section(
      'services',
      () => {
        const to = studyOf(
          () => translate('detailed-service', listDetailedServices({ publication: true })),
          servicePath,
        )
        return translate('service', listServices()).map(({ caseStudy, ...s }) => ({
          ...s,
          icon: spriteName(s.icon),
          to: to(caseStudy, '/services'),
        }))
      },
      [],
    ),
    projects: section(
      'projects',
      () => {
        const to = studyOf(
          () => translate('detailed-project', listDetailedProjects({ publication: true })),
          projectPath,
        )
        return translate('project', listProjects({ limit: HOME_LIMIT })).map(
          ({ caseStudy, ...p }) => ({
            ...withExcerpt(p, 'description', OVERLAY_TEXT_LENGTH),
            to: to(caseStudy, '/portfolio'),
          }),
        )
      },
      [],
    ),
    testimonials: section(
      'testimonials',
      () => translate('testimonial', listTestimonials({ limit: HOME_LIMIT })).map(withInitials),
      [],
    ),
    posts: section(
      'posts',
      () =>
        translate('blog', listBlogPosts({ limit: HOME_LIMIT, publication: true })).map((p) =>
          withPublishedOn(withExcerpt(withCardImage(p), 'content', HOME_TEASER_LENGTH), language),
        ),
      [],
    ),
  }
  return { sections, failed }
}

export async function loader({ request }: LoaderFunctionArgs) {
  // The success line shows once: it rides in a one-shot cookie, so a reload of /?contact=sent
  // does not say "sent" again.
  const { message, headers } = await readMessage(request)
  const { language, defaultLanguage } = requestLanguage(request)
  const { sections } = untilContentChanges(
    `home page sections ${language} ${defaultLanguage}`,
    () => readSections(language, defaultLanguage),
    Date.now(),
    (read) => !read.failed,
  )
  const { hero, projects, testimonials, posts } = sections
  const images = await describeImages([
    hero.poster,
    ...projects.map((p) => cardMedia(p.media)?.url),
    ...testimonials.map((t) => t.clientImage),
    ...posts.map((p) => p.coverImage),
  ])
  return data(
    {
      ...sections,
      images,
      settings: publicSettings(),
      contactSent: message?.kind === 'success',
    },
    { headers },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await handlePublicForm({
    request,
    context,
    limit: CONTACT_LIMIT,
    schema: ContactMessageInputSchema,
    save: createContactMessage,
    failure: (t) => t.contact.failure,
  })
  if (!outcome.ok) return outcome.response
  const { localize } = requestLanguage(request)
  return redirectWithMessage(localize(`/?contact=sent#${CONTACT_SENT_ID}`), en.contact.success)
}

export default function Home() {
  const { hero, services, projects, testimonials, posts, images, settings, contactSent } =
    useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { t } = useLanguage()
  return (
    <ImageSizesProvider images={images}>
      <Hero videoUrl={hero.url} poster={hero.poster} />

      {services.length > 0 ? (
        <HomeSection
          id="services"
          title={t.home.servicesTitle}
          eyebrow={t.home.servicesEyebrow}
          viewAll={{ to: '/services', label: t.home.servicesAll }}
        >
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((s) => (
              <ServiceCard key={s._id} service={s} to={s.to} />
            ))}
          </div>
        </HomeSection>
      ) : null}

      {projects.length > 0 ? (
        <HomeSection
          id="work"
          title={t.home.workTitle}
          eyebrow={t.home.workEyebrow}
          viewAll={{ to: '/portfolio', label: t.home.workAll }}
          className="bg-surface-sunken"
        >
          <div className="grid gap-6 md:grid-cols-3">
            {projects.map((p) => (
              <ProjectCard key={p._id} project={p} to={p.to} />
            ))}
          </div>
        </HomeSection>
      ) : null}

      {testimonials.length > 0 ? (
        <HomeSection
          id="testimonials"
          title={t.home.testimonialsTitle}
          eyebrow={t.home.testimonialsEyebrow}
        >
          <div className="grid justify-items-center gap-8 md:grid-cols-3 md:gap-10">
            {testimonials.map((t) => (
              <TestimonialCard key={t._id} testimonial={t} />
            ))}
          </div>
        </HomeSection>
      ) : null}

      {posts.length > 0 ? (
        <HomeSection
          id="blog"
          title={t.home.blogTitle}
          eyebrow={t.home.blogEyebrow}
          viewAll={{ to: '/blog', label: t.home.blogAll }}
          className="bg-surface-sunken"
        >
          <div className="grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <BlogCard key={post._id} post={post} showAuthor={false} />
            ))}
          </div>
        </HomeSection>
      ) : null}

      <section id="contact" aria-labelledby="contact-title" className="py-section">
        <div className="mx-auto grid max-w-page gap-12 px-gutter md:grid-cols-[1fr_1.6fr] md:gap-16">
          <div>
            <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
              {t.contact.eyebrow}
            </p>
            <h2 id="contact-title" className="mt-3 text-display-lg font-bold">
              {t.contact.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t.contact.intro}</p>
            <ul className="mt-6 space-y-3">
              {settings.contactEmail ? (
                <li className="flex items-center gap-3">
                  <SpriteIcon name="Mail" aria-hidden className="h-5 w-5 text-brand-600" />
                  <a href={`mailto:${settings.contactEmail}`} dir="ltr" className="hover:underline">
                    {settings.contactEmail}
                  </a>
                </li>
              ) : null}
              {settings.contactPhone ? (
                <li className="flex items-center gap-3">
                  <SpriteIcon name="Phone" aria-hidden className="h-5 w-5 text-brand-600" />
                  <a
                    href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}
                    dir="ltr"
                    className="hover:underline"
                  >
                    {settings.contactPhone}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
          <ContactForm result={result} sent={contactSent} />
        </div>
      </section>
    </ImageSizesProvider>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
