// Demo content for a brand-new database, so every public section has something to show. It is
// plainly labelled as demo content: the agency replaces it from the admin dashboard.
import { chmodSync, copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import * as schema from './schema.ts'

type Db = BetterSQLite3Database<typeof schema>

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)

const IMAGES = ['demo-1.png', 'demo-2.png', 'demo-3.png', 'demo-4.png'] as const

function copyDemoImages(uploadsDir: string, mediaDir: string): string[] {
  const target = join(uploadsDir, 'projects')
  mkdirSync(target, { recursive: true, mode: 0o700 })
  return IMAGES.map((name) => {
    copyFileSync(join(mediaDir, name), join(target, name))
    chmodSync(join(target, name), 0o600)
    return `/uploads/projects/${name}`
  })
}

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('')

export function seedDemo(
  db: Db,
  { uploadsDir, mediaDir }: { uploadsDir: string; mediaDir: string },
) {
  const images = copyDemoImages(uploadsDir, mediaDir)
  const img = (i: number) => images[i % images.length]!
  const author = db.select({ id: schema.users.id }).from(schema.users).limit(1).get()

  db.transaction((tx) => {
    tx.insert(schema.services)
      .values(
        [
          [
            'Video production',
            'Video',
            'Demo service. Describe how you plan, shoot and edit video for clients here.',
          ],
          [
            'Brand identity',
            'Palette',
            'Demo service. Describe logo, colour and type work for new and growing brands here.',
          ],
          [
            'Social media content',
            'Megaphone',
            'Demo service. Describe the posts, reels and campaigns you produce every month here.',
          ],
          [
            'Web design',
            'Monitor',
            'Demo service. Describe the websites and landing pages you design and build here.',
          ],
        ].map(([title, icon, description], i) => ({
          title: title!,
          icon: icon!,
          description: description!,
          createdAt: daysAgo(40 - i),
        })),
      )
      .run()

    const detailed = [
      {
        title: 'Video production',
        subtitle: 'From script to final cut (demo)',
        description:
          'Demo detailed service. This text stands in for a full description of the service: what the client gets, how the work is planned, how long it takes and what it costs. Replace it from the admin dashboard under Detailed Services.',
        pricing: 'From $1,500 per project (demo price)',
        features: [
          {
            title: 'Scripting',
            description: 'Demo feature: a short description of this step.',
            icon: 'PenTool',
          },
          {
            title: 'Filming',
            description: 'Demo feature: a short description of this step.',
            icon: 'Camera',
          },
          {
            title: 'Editing',
            description: 'Demo feature: a short description of this step.',
            icon: 'Scissors',
          },
        ],
      },
      {
        title: 'Brand identity',
        subtitle: 'A look that fits (demo)',
        description:
          'Demo detailed service. Describe the discovery workshop, the design rounds and the brand guide the client receives at the end.',
        pricing: null,
        features: [
          {
            title: 'Logo design',
            description: 'Demo feature: a short description of this step.',
            icon: 'Palette',
          },
          {
            title: 'Brand guide',
            description: 'Demo feature: a short description of this step.',
            icon: 'BookOpen',
          },
        ],
      },
      {
        title: 'Social media content',
        subtitle: 'A steady stream of posts (demo)',
        description:
          'Demo detailed service. Describe the monthly content plan, the formats you produce and how results are reported.',
        pricing: 'Monthly plans from $800 (demo price)',
        features: [
          {
            title: 'Content calendar',
            description: 'Demo feature: a short description of this step.',
            icon: 'Calendar',
          },
          {
            title: 'Reporting',
            description: 'Demo feature: a short description of this step.',
            icon: 'BarChart3',
          },
        ],
      },
    ]
    detailed.forEach(({ features, ...d }, i) => {
      const row = tx
        .insert(schema.detailedServices)
        .values({ ...d, createdAt: daysAgo(30 - i) })
        .returning()
        .get()
      tx.insert(schema.detailedServiceFeatures)
        .values(features.map((f, position) => ({ ...f, position, detailedServiceId: row.id })))
        .run()
    })

    tx.insert(schema.categories)
      .values(['Video', 'Branding', 'Web'].map((name) => ({ name })))
      .run()

    const projects = [
      ['Demo project: product launch film', 'Video'],
      ['Demo project: café rebrand', 'Branding'],
      ['Demo project: festival website', 'Web'],
      ['Demo project: podcast artwork', 'Branding'],
    ] as const
    projects.forEach(([title, category], i) => {
      const row = tx
        .insert(schema.projects)
        .values({
          title,
          category,
          description: 'Demo project. Tell the story of the brief, the work and the result here.',
          createdAt: daysAgo(20 - i),
        })
        .returning()
        .get()
      tx.insert(schema.projectMedia)
        .values({ projectId: row.id, position: 0, url: img(i), type: 'image' })
        .run()
    })

    const detailedProjects = [
      {
        title: 'Launch film',
        subtitle: 'A 60-second product story (demo)',
        category: 'Video',
        client: 'Demo client',
        tags: ['video', 'launch'],
      },
      {
        title: 'Café rebrand',
        subtitle: 'New name, new look (demo)',
        category: 'Branding',
        client: null,
        tags: ['branding', 'print'],
      },
      {
        title: 'Festival website',
        subtitle: 'Tickets and schedule online (demo)',
        category: 'Web',
        client: 'Demo client',
        tags: ['web', 'events'],
      },
    ]
    detailedProjects.forEach(({ tags, ...p }, i) => {
      const row = tx
        .insert(schema.detailedProjects)
        .values({
          ...p,
          description:
            'Demo detailed project. Describe the brief, the approach, what was delivered and how it performed. Replace it from the admin dashboard under Detailed Projects.',
          createdAt: daysAgo(15 - i),
        })
        .returning()
        .get()
      tx.insert(schema.detailedProjectMedia)
        .values(
          [0, 1].map((k) => ({
            detailedProjectId: row.id,
            position: k,
            url: img(i + k),
            type: 'image' as const,
          })),
        )
        .run()
      tx.insert(schema.detailedProjectTags)
        .values(tags.map((tag, position) => ({ detailedProjectId: row.id, position, tag })))
        .run()
    })

    tx.insert(schema.testimonials)
      .values(
        ['One', 'Two', 'Three', 'Four'].map((n, i) => ({
          clientName: `Sample client ${n}`,
          clientTitle: 'Demo testimonial',
          quote:
            'Demo quote. A short sentence from a happy client goes here once you have real ones to show.',
          createdAt: daysAgo(12 - i),
        })),
      )
      .run()

    const topics = [
      'Planning a brand video',
      'Five questions before a rebrand',
      'What makes a landing page work',
      'A month of social content',
      'Choosing music for video',
      'Photographing products at home',
      'Writing a creative brief',
      'Measuring a campaign',
    ]
    tx.insert(schema.blogPosts)
      .values(
        topics.map((title, i) => ({
          title: `${title} (demo post)`,
          coverImage: img(i),
          authorId: author?.id ?? null,
          content:
            para(
              'This is a demo blog post. It shows how a post looks on the site: a cover image, a title, the author, the date and the text.',
              'Write real posts from the admin dashboard under Manage Blogs, in the rich-text editor or as HTML.',
            ) + '<ul><li>First point of a list</li><li>Second point of a list</li></ul>',
          createdAt: daysAgo(10 - i),
        })),
      )
      .run()

    tx.insert(schema.aboutSections)
      .values([
        {
          position: 0,
          title: 'Who we are',
          content: para('Demo section. Introduce the agency and the people behind it here.'),
        },
        {
          position: 1,
          title: 'How we work',
          content: para('Demo section. Describe your process from first call to delivery here.'),
        },
        {
          position: 2,
          title: 'What we value',
          content: para('Demo section. Name the principles that guide your work here.'),
        },
      ])
      .run()

    tx.insert(schema.siteSettings)
      .values({ id: 1, contactEmail: 'hello@example.com', contactPhone: '+1 555 0100' })
      .run()
    tx.insert(schema.socialLinks)
      .values(
        (['Facebook', 'Instagram', 'Linkedin', 'Youtube'] as const).map((platform, position) => ({
          platform,
          position,
          url: `https://example.com/${platform.toLowerCase()}`,
        })),
      )
      .run()

    // Each demo card leads to the case study of the same work (issue 31); the rest to their list.
    tx.run(
      sql`UPDATE services SET case_study_id =
        (SELECT id FROM detailed_services d WHERE d.title = services.title)`,
    )
    tx.run(
      sql`UPDATE projects SET case_study_id =
        (SELECT id FROM detailed_projects d WHERE projects.title LIKE '%' || d.title)`,
    )
  })
}
