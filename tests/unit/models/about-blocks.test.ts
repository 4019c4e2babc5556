// The About page's optional blocks (docs/decisions/053-about-blocks.md): stored as rows of the
// About page's one item, through its write path (audit, revision, upload index), checked by their
// schemas, translated by position, and a team member removed with their translation.
import { describe, expect, test } from 'vitest'
import { auditLog } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import {
  ClientsInputSchema,
  FiguresInputSchema,
  MAX_ROWS,
  TeamInputSchema,
} from '#app/models/about-blocks.server.ts'
import {
  getAbout,
  kindModel,
  removeTeamMember,
  saveAbout,
  saveAboutBlocks,
} from '#app/models/about.server.ts'
import { listRevisions } from '#app/models/revision.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { localizeOne } from '#app/models/translation.server.ts'
import { whereUploadIsUsed } from '#app/models/upload-refs.server.ts'

const TEAM = [
  { name: 'Maya Chen', role: 'Creative director', photo: '/uploads/about/maya.png' },
  { name: 'Omar Haddad', role: 'Editor', photo: null },
  { name: 'Sam Rivera', role: 'Developer', photo: null },
]
const FIGURES = [{ value: '120+', label: 'Projects delivered' }]
const CLIENTS = [{ name: 'Demo client', logo: '/uploads/about/logo.png' }]

const errorsOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []).map((i) => {
    const { path, message } = i as { path: (string | number)[]; message: string }
    return [path.join('.'), message]
  })

describe('storing the blocks', () => {
  test('each block is saved in its order, and a save of one keeps the others and the sections', () => {
    saveAbout([{ title: 'Who we are', content: '<p>We film.</p>' }])
    saveAboutBlocks({ team: TEAM })
    saveAboutBlocks({ figures: FIGURES })
    saveAboutBlocks({ clients: CLIENTS })
    expect(getAbout()).toEqual({
      sections: [{ title: 'Who we are', content: '<p>We film.</p>' }],
      team: TEAM,
      figures: FIGURES,
      clients: CLIENTS,
    })
    // The sections' own save (the /api's, the sections form's) leaves the blocks alone.
    saveAbout([])
    expect(getAbout()).toMatchObject({ sections: [], team: TEAM, figures: FIGURES })
  })

  test('a save is audited, kept as a revision with the blocks, and indexes the photos and logos', () => {
    saveAboutBlocks({ team: TEAM, clients: CLIENTS })
    const audit = getDb().select().from(auditLog).all()
    expect(audit.at(-1)).toMatchObject({ entity: 'about' })
    expect(whereUploadIsUsed('/uploads/about/maya.png').map((u) => u.kind)).toContain('about')
    expect(whereUploadIsUsed('/uploads/about/logo.png').map((u) => u.kind)).toContain('about')
    const [latest] = listRevisions('about', 1)
    expect(latest).toBeDefined()
    saveAboutBlocks({ team: [] })
    expect(whereUploadIsUsed('/uploads/about/maya.png').map((u) => u.kind)).not.toContain('about')
  })

  test('restoring a version from before the blocks keeps the blocks there are now', () => {
    saveAboutBlocks({ figures: FIGURES })
    kindModel.update(1, { sections: [{ title: 'Old', content: '<p>Old</p>' }] })
    expect(getAbout()).toMatchObject({ sections: [{ title: 'Old' }], figures: FIGURES })
  })
})

describe('checks', () => {
  test('a member needs a name and a role; the photo is optional but must be an allowed address', () => {
    const result = TeamInputSchema.safeParse({
      team: [{ name: ' ', role: '', photo: 'javascript:alert(1)' }],
    })
    expect(errorsOf(result)).toEqual([
      ['team.0.name', 'Name is required'],
      ['team.0.role', 'Role is required'],
      [
        'team.0.photo',
        'URL must start with http:// or https://, or be an uploaded file under /uploads/',
      ],
    ])
    expect(TeamInputSchema.parse({}).team).toEqual([])
  })

  test('a figure is short, a logo is required, and each block has a most', () => {
    expect(
      errorsOf(FiguresInputSchema.safeParse({ figures: [{ value: '1'.repeat(21), label: 'x' }] })),
    ).toEqual([['figures.0.value', 'Figure must be at most 20 characters']])
    expect(errorsOf(ClientsInputSchema.safeParse({ clients: [{ name: 'A' }] }))).toEqual([
      ['clients.0.logo', 'Logo is required'],
    ])
    const many = Array.from({ length: MAX_ROWS.figures + 1 }, () => FIGURES[0])
    expect(errorsOf(FiguresInputSchema.safeParse({ figures: many }))).toEqual([
      ['figures', 'At most 8 figures'],
    ])
  })

  test('the model refuses what the schema refuses (a door that forgets to check)', () => {
    expect(() => saveAboutBlocks({ team: [{ name: '', role: 'x', photo: null }] })).toThrow()
    expect(getAbout().team).toEqual([])
  })
})

describe('translations and removing a member', () => {
  test('an Arabic page reads the blocks in Arabic, a text not translated in English', () => {
    saveAboutBlocks({ team: TEAM, figures: FIGURES })
    expect(
      saveTranslation('about', 1, 'ar', {
        'team.0.role': 'المديرة الإبداعية',
        'figures.0.label': 'مشروعًا منجزًا',
      }),
    ).toEqual({ ok: true })
    const about = localizeOne('about', getAbout(), 'ar', 'en')
    expect(about.team[0]).toEqual({ ...TEAM[0], role: 'المديرة الإبداعية' })
    expect(about.figures[0]!.label).toBe('مشروعًا منجزًا')
    expect(about.team[1]!.role).toBe('Editor')
  })

  test('a member removed takes their translation along, and the later ones keep theirs', () => {
    saveAboutBlocks({ team: TEAM })
    saveTranslation('about', 1, 'ar', { 'team.0.role': 'مديرة', 'team.2.role': 'مطوّر' })
    // The admin confirmed someone who is no longer at that place: nobody is removed.
    expect(removeTeamMember(0, 'Omar Haddad')).toBe(false)
    expect(removeTeamMember(7, 'Maya Chen')).toBe(false)
    expect(getAbout().team).toHaveLength(3)

    expect(removeTeamMember(0, 'Maya Chen')).toBe(true)
    const about = localizeOne('about', getAbout(), 'ar', 'en')
    expect(about.team.map((m) => [m.name, m.role])).toEqual([
      ['Omar Haddad', 'Editor'],
      ['Sam Rivera', 'مطوّر'],
    ])
  })
})
