// Public detail pages for tests that count pageviews: analytics counts only pages that exist
// (app/site/public-addresses.server.ts), so a test's addresses name real, published items.
import { createAdmin } from '#tests/support/auth.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'

/** Publishes one item per slug, each at /detailed-services/<slug>, /detailed-projects/<slug>, /blog/<slug>. */
export async function publishPages({
  services = [],
  projects = [],
  posts = [],
}: {
  services?: string[]
  projects?: string[]
  posts?: string[]
}) {
  for (const slug of services) {
    createDetailedService({ title: slug, subtitle: 'x', description: 'x', features: [], slug })
  }
  for (const slug of projects) {
    createDetailedProject({
      title: slug,
      description: 'x',
      category: 'Film',
      tags: [],
      results: [],
      media: [],
      slug,
    })
  }
  if (posts.length > 0) {
    const admin = await createAdmin()
    for (const slug of posts) createBlogPost({ title: slug, content: '<p>x</p>', slug }, admin.id)
  }
}
