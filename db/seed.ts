// Demo content for a brand-new database, so every public section has something to show. It reads
// as an agency's own work, while its titles still say demo where a visitor could take them for
// real: the agency replaces it from the admin dashboard.
import { chmodSync, copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import * as schema from './schema.ts'
import { seedArabic } from './seed-ar.ts'

type Db = BetterSQLite3Database<typeof schema>

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)

const IMAGES = ['demo-1.png', 'demo-2.png', 'demo-3.png', 'demo-4.png'] as const

const ABOUT_IMAGES = {
  team: ['team-1.png', 'team-2.png', 'team-3.png', 'team-4.png'],
  clients: ['client-1.png', 'client-2.png', 'client-3.png', 'client-4.png', 'client-5.png'],
} as const

/** The About page's demo photos and logos, in its upload folder (db/kind-menu.ts). */
function copyAboutImages(uploadsDir: string, mediaDir: string) {
  const target = join(uploadsDir, 'about')
  mkdirSync(target, { recursive: true, mode: 0o700 })
  const copy = (name: string) => {
    copyFileSync(join(mediaDir, name), join(target, name))
    chmodSync(join(target, name), 0o600)
    return `/uploads/about/${name}`
  }
  return { team: ABOUT_IMAGES.team.map(copy), clients: ABOUT_IMAGES.clients.map(copy) }
}

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
const postTitle = (topic: string) => `${topic} (demo post)`

export function seedDemo(
  db: Db,
  { uploadsDir, mediaDir }: { uploadsDir: string; mediaDir: string },
) {
  const images = copyDemoImages(uploadsDir, mediaDir)
  const aboutImages = copyAboutImages(uploadsDir, mediaDir)
  const img = (i: number) => images[i % images.length]!
  const author = db.select({ id: schema.users.id }).from(schema.users).limit(1).get()

  db.transaction((tx) => {
    tx.insert(schema.services)
      .values(
        [
          [
            'Video production',
            'Video',
            'Launch films, interviews and explainers, planned with you, shot by our own crew and cut for every screen they will play on.',
          ],
          [
            'Brand identity',
            'Palette',
            'Names, logos, colour and type for new and growing brands, with a guide your team can follow without us.',
          ],
          [
            'Social media content',
            'Megaphone',
            'A month of posts, reels and stories at a time, planned around your calendar and reported on in plain numbers.',
          ],
          [
            'Web design',
            'Monitor',
            'Websites and landing pages that load fast, read well on a phone and are easy for your team to keep up to date.',
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
          'Video production covers everything from the first idea to the files you publish: a script you approve line by line, a shoot day with our own crew and kit, an edit with two rounds of changes, and versions cut for your site, social feeds and ads. Most films take three to five weeks. Replace it from the admin dashboard under Detailed Services.',
        pricing: 'From $1,500 per project (demo price)',
        features: [
          {
            title: 'Scripting',
            description:
              'We turn your brief into a script and a shot list you sign off before anyone picks up a camera.',
            icon: 'PenTool',
          },
          {
            title: 'Filming',
            description:
              'One day on location or in the studio, with lighting, sound and a director from our team.',
            icon: 'Camera',
          },
          {
            title: 'Editing',
            description:
              'A first cut within a week, two rounds of changes, then captions, music and colour.',
            icon: 'Scissors',
          },
        ],
      },
      {
        title: 'Brand identity',
        subtitle: 'A look that fits (demo)',
        description:
          'A discovery workshop with your team, three design routes narrowed to one, and a brand guide with your logo, colours, type and templates, ready for printers and developers.',
        pricing: null,
        features: [
          {
            title: 'Logo design',
            description:
              'Three routes from the workshop, one refined into a logo that works at every size.',
            icon: 'Palette',
          },
          {
            title: 'Brand guide',
            description:
              'Colours, type, spacing and examples in one document your team and suppliers can use.',
            icon: 'BookOpen',
          },
        ],
      },
      {
        title: 'Social media content',
        subtitle: 'A steady stream of posts (demo)',
        description:
          'Each month starts with a content plan you approve, continues with posts, reels and stories made to it, and ends with a short report of what reached people and what did not.',
        pricing: 'Monthly plans from $800 (demo price)',
        features: [
          {
            title: 'Content calendar',
            description:
              'Every post of the month planned in one calendar, with dates, captions and formats.',
            icon: 'Calendar',
          },
          {
            title: 'Reporting',
            description:
              'A one-page report each month: reach, saves, clicks and what we will change next.',
            icon: 'BarChart3',
          },
        ],
      },
      {
        title: 'Web design',
        subtitle: 'Sites that load fast and read well (demo)',
        description:
          'A website or landing page planned around what your visitors came to do: a map of the pages and their words first, then designs for phone and desk, a build that loads in about a second, and an admin your team can update without us.',
        pricing: 'Sites from $3,000 (demo price)',
        features: [
          {
            title: 'Phone first',
            description:
              'Every page designed for a phone screen first, then laid out for tablets and desks.',
            icon: 'Smartphone',
          },
          {
            title: 'Fast pages',
            description:
              'Light pages and optimised images, measured on a mid-range phone before launch.',
            icon: 'Zap',
          },
          {
            title: 'Easy updates',
            description:
              'An admin your team learns in an hour, with texts and images changed without a developer.',
            icon: 'LayoutDashboard',
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
    const PROJECT_STORIES = [
      'A sixty-second film that introduced a new product on its launch day, cut down to six- and fifteen-second versions for ads.',
      'A neighbourhood café became a small chain: a new name, a warmer palette and menus that are easy to read at the counter.',
      'A website that sold tickets and showed the schedule for a three-day music festival, built to stay up when sales opened.',
      'Cover art and episode templates for a weekly interview podcast, so every episode looks like part of one show.',
    ]
    projects.forEach(([title, category], i) => {
      const row = tx
        .insert(schema.projects)
        .values({
          title,
          category,
          description: PROJECT_STORIES[i]!,
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
        results: [
          ['2.4M', 'views in the first month'],
          ['+38%', 'qualified leads'],
          ['6', 'cut-downs for paid campaigns'],
        ],
      },
      {
        title: 'Café rebrand',
        subtitle: 'New name, new look (demo)',
        category: 'Branding',
        client: null,
        tags: ['branding', 'print'],
        results: [
          ['3', 'creative routes explored'],
          ['+21%', 'weekday footfall'],
        ],
      },
      {
        title: 'Festival website',
        subtitle: 'Tickets and schedule online (demo)',
        category: 'Web',
        client: 'Demo client',
        tags: ['web', 'events'],
        results: [
          ['0', 'minutes down at on-sale'],
          ['12k', 'tickets sold online'],
          ['1.1 s', 'median page load on phones'],
        ],
      },
      {
        title: 'Podcast artwork',
        subtitle: 'One look for every episode (demo)',
        category: 'Branding',
        client: 'Demo client',
        tags: ['branding', 'podcast'],
        results: [
          ['52', 'episode covers from one template'],
          ['+30%', 'listeners from the show page'],
        ],
      },
    ]
    const CASE_STUDY_STORIES = [
      'The brief was one film to launch a product on its first day. We wrote the story around three customers using it, shot in a day, and delivered a sixty-second film with six- and fifteen-second cut-downs for ads. It opened the launch page and every paid campaign of the month.',
      'The café had outgrown its first name. After a workshop with the owners we proposed three routes, refined one into a new name and logo, and carried it through signs, cups and menus that read well at the counter.',
      'The festival needed a site that sold tickets, showed a three-day schedule and stayed up when sales opened. We designed it phone first, kept every page light, and tested it against ten times the expected traffic before launch.',
      'A weekly interview show needed to look like one show, whoever the guest. We designed the cover art, then a template for episode covers and clips that the host fills in with a photo and a title, so a new episode is ready for every platform in minutes.',
    ]
    detailedProjects.forEach(({ tags, results, ...p }, i) => {
      const row = tx
        .insert(schema.detailedProjects)
        .values({
          ...p,
          description: CASE_STUDY_STORIES[i]!,
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
      tx.insert(schema.detailedProjectResults)
        .values(
          results.map(([figure, label], position) => ({
            detailedProjectId: row.id,
            position,
            figure: figure!,
            label: label!,
          })),
        )
        .run()
    })

    tx.insert(schema.testimonials)
      .values(
        ['One', 'Two', 'Three', 'Four'].map((n, i) => ({
          clientName: `Sample client ${n}`,
          clientTitle: ['Marketing lead', 'Founder', 'Events director', 'Head of brand'][i]!,
          quote: [
            'They understood what we wanted to say before we did, and the launch film said it in sixty seconds.',
            'Our customers noticed the new look the week it went up, and the brand guide means we keep it right.',
            'The site stayed up the morning tickets went on sale, which is the first time that has happened to us.',
            'Clear plans, honest reports and posts our audience actually shares: we stopped worrying about social.',
          ][i]!,
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
          title: postTitle(title),
          coverImage: img(i),
          authorId: author?.id ?? null,
          content:
            para(
              'Good work starts with one question: who is it for, and what should they do once they have seen it? Answer it in a sentence before planning anything else.',
              'Then list what you already have, what still has to be made and the date it must be ready. The plan follows from those three lists.',
            ) +
            '<ul><li>Agree the one message before the first draft</li><li>Leave a week for the changes nobody expected</li></ul>',
          createdAt: daysAgo(10 - i),
        })),
      )
      .run()

    tx.insert(schema.aboutSections)
      .values([
        {
          position: 0,
          title: 'Who we are',
          content: para(
            'We are a small team of directors, designers and developers who have made films, brands and websites for companies since 2015.',
          ),
        },
        {
          position: 1,
          title: 'How we work',
          content: para(
            'Every project starts with a call and a written plan: what we make, when, and what it costs. You approve each step before the next one starts.',
          ),
        },
        {
          position: 2,
          title: 'What we value',
          content: para(
            'Work that is clear before it is clever, deadlines we keep, and results we measure with you rather than for you.',
          ),
        },
      ])
      .run()

    tx.insert(schema.aboutFigures)
      .values(
        [
          ['120+', 'Projects delivered'],
          ['11', 'Years in business'],
          ['48', 'Clients in 9 countries'],
          ['4.9/5', 'Average client rating'],
        ].map(([value, label], position) => ({ value: value!, label: label!, position })),
      )
      .run()
    tx.insert(schema.aboutTeamMembers)
      .values(
        [
          ['Maya Chen', 'Creative director'],
          ['Omar Haddad', 'Director and editor'],
          ['Leila Okafor', 'Brand designer'],
          ['Sam Rivera', 'Web developer'],
        ].map(([name, role], position) => ({
          name: name!,
          role: role!,
          photo: aboutImages.team[position]!,
          position,
        })),
      )
      .run()
    tx.insert(schema.aboutClients)
      .values(
        [
          'Demo client: logistics',
          'Demo client: restaurant',
          'Demo client: clinic',
          'Demo client: online shop',
          'Demo client: university',
        ].map((name, position) => ({ name, logo: aboutImages.clients[position]!, position })),
      )
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

    // Each demo card leads to the case study of the same work (docs/api.md); the rest to their
    // list.
    tx.run(
      sql`UPDATE services SET case_study_id =
        (SELECT id FROM detailed_services d WHERE d.title = services.title)`,
    )
    tx.run(
      sql`UPDATE projects SET case_study_id =
        (SELECT id FROM detailed_projects d WHERE projects.title LIKE '%' || d.title)`,
    )

    // Every text above in Arabic too (docs/decisions/025-languages.md), so /ar reads as an Arabic
    // site out of the box.
    seedArabic(tx, postTitle)
  })
}
