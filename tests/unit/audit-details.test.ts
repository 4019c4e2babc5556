// Issue 34: the audit log's details in the admin's language. The log keeps each detail in English
// as written (the record, and the CSV's bytes); an Arabic admin reads each known one in Arabic, built
// from its parts, and one no pattern reads as stored. Every detail the code writes must have its
// pattern: the first test finds them in app/ and fails on one that none reads.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { beforeEach, describe, expect, test } from 'vitest'
import { adminFormat } from '#app/admin/admin-format.server.ts'
import { adminAr } from '#app/i18n/admin-dictionary-ar.ts'
import { adminEn } from '#app/i18n/admin-dictionary-en.ts'
import { AUDIT_DETAILS, readAuditDetail } from '#app/i18n/admin-audit-details.ts'
import { recordAuditOrLog, recordSignInFailure } from '#app/models/audit.server.ts'
import { LEAD_STATUSES } from '#db/schema.ts'
import { setAdminLanguage, type PublicUser } from '#app/models/user.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import * as auditRoute from '#app/routes/admin.audit.tsx'
import * as exportRoute from '#app/routes/admin.audit.export[.]csv.ts'
import { context, createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'

const AT = '2026-11-27T10:05:00.000Z'

/** A stand-in for each part a template writes, shaped as what it holds. */
const sample = (expression: string) =>
  /toISOString/.test(expression) ? AT : /LANGUAGE_NAMES_EN/.test(expression) ? 'Arabic' : '7'

/**
 * The details written in app/ as literals: after what sets a detail on its line (`detail:`,
 * `detail =`, a sign-in's `how`, a hero change, a purge's reason, a restore's refusal, which the
 * log records as its detail), each quoted text that is not compared or passed to a call
 * (`=== 'code'`, `split('\n')`), a template's parts filled in by `sample`.
 */
function writtenDetails(): Array<{ file: string; detail: string }> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'i18n'
          ? []
          : files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    )
  const SETS =
    /\b(detail|how)\s*[:=](?!\s*string)|\bsaveHero\(|\bpurgeFromTrash\(|\b(new BackupRefused|refused)\(/
  const WRITES =
    /\b(recordAuditOrLog|recordAuditOrThrow|recordSignInFailure|createSession|saveSingleton|BackupRefused)\(/
  const LITERAL = /`((?:[^`\\]|\\.)*)`|'((?:[^'\\]|\\.)*)'/g
  const filled = (m: RegExpMatchArray) =>
    m[1] !== undefined ? m[1].replace(/\$\{([^}]*)\}/g, (_, e: string) => sample(e)) : m[2]!
  return files('app')
    .filter((file) => WRITES.test(readFileSync(file, 'utf8')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => SETS.test(line) && !/^\s*(\/\/|\*|\|)/.test(line))
        // What follows the detail's name (or the call), not an action's or an entity's code.
        .map((line) => line.slice(line.search(SETS) + SETS.exec(line)![0].length))
        .flatMap((line) =>
          [...line.matchAll(LITERAL)]
            .filter((m) => !/(\(|[=!]==)\s*$/.test(line.slice(0, m.index)))
            .map((m) => ({ file, detail: filled(m) })),
        ),
    )
}

const date = (iso: string) => `<${iso}>`

describe('the patterns of the log’s details', () => {
  test('every detail written in app/ is read by a pattern, in English as written', () => {
    const written = writtenDetails()
    // The finder finds: a fixed one, a template, a sign-in's how, a hero change and a purge's reason.
    expect(written.map((w) => w.detail)).toEqual(
      expect.arrayContaining([
        'wrong password',
        `revision 7 of ${AT}`,
        'password and recovery code',
        'still image removed',
        'after 7 days in the trash',
        'the archive holds too many files',
        '7 was not restored: 7. Nothing was changed.',
      ]),
    )
    const unread = written.filter(({ detail }) => readAuditDetail(detail, adminAr, date) === null)
    expect(unread).toEqual([])
    for (const { detail } of written)
      expect(readAuditDetail(detail, adminEn, (iso) => iso)).toBe(detail)
  })

  test('a lead’s every status is read, and every text of the dictionary has its pattern', () => {
    for (const status of LEAD_STATUSES) {
      expect(readAuditDetail(status, adminAr, date)).toMatch(/^الحالة: \p{Script=Arabic}/u)
    }
    const keys = new Set(AUDIT_DETAILS.map(([, key]) => key))
    expect(Object.keys(adminEn.audit.details).filter((key) => !keys.has(key as never))).toEqual([])
  })
})

const i = (text: string) => `\u2068${text}\u2069`

/** Stored details and what an Arabic admin reads (times by `date`, addresses isolated). */
const ARABIC: ReadonlyArray<[string, string]> = [
  ['wrong password', 'كلمة مرور خاطئة'],
  ['wrong password, 12 attempts this hour', 'كلمة مرور خاطئة، 12 محاولة في هذه الساعة'],
  ['wrong code, 3 attempts this hour', 'رمز خاطئ، 3 محاولات في هذه الساعة'],
  ['password and code', 'بكلمة المرور ورمز التحقق'],
  ['from the trash, as seo-2', `من سلة المحذوفات، بالعنوان ${i('seo-2')}`],
  ['read (opened)', 'الحالة: مقروءة (عند فتحها)'],
  ['archived', 'الحالة: مؤرشفة'],
  ['Arabic translation', 'الترجمة العربية'],
  [`revision 3 of ${AT}`, `النسخة رقم 3، المحفوظة في <${AT}>`],
  [`until ${AT}`, `حتى <${AT}>`],
  [
    '4 contact message(s) and 2 consultation(s) received more than 30 days ago',
    'رسائل التواصل: 4، وطلبات الاستشارة: 2، مما ورد قبل أكثر من 30 يومًا',
  ],
  [
    '2000 leads stored today (UTC): more are refused until midnight UTC',
    'حُفظ اليوم 2000 من الرسائل والطلبات (بتوقيت UTC): يُرفض ما يصل بعدها حتى منتصف الليل بتوقيت UTC',
  ],
  ['/uploads/blogs/a.png replaced', `استُبدل ${i('/uploads/blogs/a.png')}`],
  [
    'from /backups/site.tar.gz; 2 session(s) ended, 0 token(s) revoked',
    `من ${i('/backups/site.tar.gz')}؛ الجلسات المنتهية: 2، والرموز الملغاة: 0`,
  ],
  [
    'x.tar.gz was not restored: it is neither a backup archive nor a SQLite database. Nothing was changed.',
    `لم تُستعد ${i('x.tar.gz')}: ${i('ليس أرشيف نسخة احتياطية ولا قاعدة بيانات SQLite')}. لم يتغير شيء.`,
  ],
  [
    'x.tar.gz was not restored: its database is not a SQLite database. Nothing was changed.',
    `لم تُستعد ${i('x.tar.gz')}: ${i(`${i('قاعدة بياناته')}: ليس قاعدة بيانات SQLite`)}. لم يتغير شيء.`,
  ],
  [
    'x.tar.gz was not restored: the archive unpacks to more than 512 MB, more than the disk has free. Nothing was changed.',
    `لم تُستعد ${i('x.tar.gz')}: ${i('يحتاج الأرشيف عند فكّه إلى أكثر من 512 ميغابايت، وهذا أكثر من المساحة الفارغة في القرص')}. لم يتغير شيء.`,
  ],
  [
    'the manifest is not one this version reads (files.0.sha256: Invalid)',
    `بيان المحتويات ليس مما يقرؤه هذا الإصدار (${i('files.0.sha256: Invalid')})`,
  ],
  [
    'x.db was not restored: its database is damaged: file is not a database. Nothing was changed.',
    `لم تُستعد ${i('x.db')}: ${i(`${i('قاعدة بياناته')}: تالف: ${i('file is not a database')}`)}. لم يتغير شيء.`,
  ],
  [
    'x.tar.gz could not be restored: SQLITE_FULL: database or disk is full. The site was left as it was.',
    `تعذّرت استعادة ${i('x.tar.gz')}: ${i('SQLITE_FULL: database or disk is full')}. بقي الموقع كما كان.`,
  ],
]

describe('an Arabic admin reads a detail', () => {
  test('built from its parts: numbers, times and addresses as they are', () => {
    for (const [stored, arabic] of ARABIC)
      expect(readAuditDetail(stored, adminAr, date)).toBe(arabic)
  })

  test('one no pattern reads is left to the screen to show as stored', () => {
    expect(readAuditDetail('/uploads/blogs/a.png', adminAr, date)).toBeNull()
    expect(readAuditDetail('ada@example.com', adminAr, date)).toBeNull()
  })
})

describe('the audit screen', () => {
  let admin: PublicUser
  beforeEach(async () => {
    admin = await createAdmin()
  })

  const detailsOn = async () => {
    const cookie = await sessionCookieFor(admin.id)
    const data = (await auditRoute.loader({
      request: getRequest('/admin/audit?entity=user', cookie),
      params: {},
      context,
    })) as Awaited<ReturnType<typeof auditRoute.loader>>
    return data.rows.map((row) => row.detail)
  }

  test('shows an Arabic admin the details in Arabic, an English one as stored; the CSV keeps English', async () => {
    const actor = { userId: null, name: 'someone@example.com', via: 'admin' }
    await withRequestContext({ address: '203.0.113.77', actor: null }, async () => {
      for (let n = 0; n < 3; n++) {
        recordSignInFailure(
          { action: 'sign-in-failed', entity: 'user', detail: 'wrong password' },
          { actor },
        )
      }
    })
    recordAuditOrLog({ action: 'update', entity: 'user', detail: `revision 3 of ${AT}` })
    recordAuditOrLog({ action: 'create', entity: 'user', detail: 'ada@example.com' })
    // The admin's own account (createAdmin) is the oldest row: an address, shown as stored.
    expect(await detailsOn()).toEqual([
      'ada@example.com',
      `revision 3 of ${AT}`,
      'wrong password, 3 attempts this hour',
      'admin@example.com',
    ])
    setAdminLanguage(admin.id, 'ar')
    const when = adminFormat(admin).dateTime(AT)
    expect(when).toMatch(/\p{Script=Arabic}/u)
    expect(await detailsOn()).toEqual([
      'ada@example.com',
      `النسخة رقم 3، المحفوظة في ${when}`,
      'كلمة مرور خاطئة، 3 محاولات في هذه الساعة',
      'admin@example.com',
    ])
    const response = await exportRoute.loader({
      request: getRequest('/admin/audit/export.csv?entity=user', await sessionCookieFor(admin.id)),
      params: {},
      context,
    })
    const records: Array<{ detail: string }> = parse(
      (await response.text()).replace(/^\uFEFF/, ''),
      { columns: true },
    )
    expect(records.map((r) => r.detail)).toEqual([
      'ada@example.com',
      `revision 3 of ${AT}`,
      'wrong password, 3 attempts this hour',
      'admin@example.com',
    ])
  })
})
