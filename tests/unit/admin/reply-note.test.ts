// The thank-you panel's "what happens next" sentence is a setting in both languages: saved in Site
// Settings, read by the public layout, emptied back to the dictionary's default; an /api save that
// leaves it out keeps it. Real forms, real SQLite, the real routes.
import { beforeEach, expect, test } from 'vitest'
import { getReplyNotes, saveSettings } from '#app/models/settings.server.ts'
import { publicReplyNotes } from '#app/site/public-settings.server.ts'
import * as settingsRoute from '#app/routes/admin.settings.tsx'
import { createAdmin, formRequest, sessionCookieFor } from '#tests/support/auth.ts'

let cookie = ''
beforeEach(async () => {
  cookie = await sessionCookieFor((await createAdmin()).id)
})

const CONTACT = { contactEmail: 'hello@example.com', contactPhone: '+1 555 0100' }
type Args = Parameters<typeof settingsRoute.action>[0]

async function save(fields: Record<string, string>) {
  const request = formRequest('/admin/settings', { ...CONTACT, ...fields }, { cookie })
  return (await settingsRoute.action({ request, params: {}, context: {} } as Args)) as Response
}

test('Site Settings keeps a reply note per language, and an emptied one goes back to the default', async () => {
  expect(getReplyNotes()).toEqual({ en: '', ar: '' })
  const saved = await save({
    replyNoteEn: 'We call you back today.',
    replyNoteAr: 'نتصل بك اليوم.',
  })
  expect(saved.status).toBe(302)
  expect(publicReplyNotes()).toEqual({ en: 'We call you back today.', ar: 'نتصل بك اليوم.' })

  // An /api client of before sends no notes: they stay.
  saveSettings({ ...CONTACT, socialMedia: [] })
  expect(getReplyNotes().ar).toBe('نتصل بك اليوم.')

  await save({ replyNoteEn: '', replyNoteAr: 'نتصل بك اليوم.' })
  expect(publicReplyNotes()).toEqual({ en: '', ar: 'نتصل بك اليوم.' })
})
