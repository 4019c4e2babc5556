// The environment, parsed once. Everything that reads configuration goes through getEnv().
import proxyaddr from 'proxy-addr'
import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('data/site.db'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  SESSION_SECRET: z.string().min(16).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'use at least 12 characters').optional(),
  ADMIN_NAME: z.string().min(1).default('Admin'),
  SEED_DEMO: flag.default(true),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  // Behind a reverse proxy (Caddy, nginx, a CDN) that appends to X-Forwarded-For: which hops are ours.
  // `true` is one proxy, a number that many, or a list of proxy addresses and CIDRs (docs/deploy.md).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      const value = v.trim().toLowerCase()
      if (['false', 'no', '0'].includes(value)) return false
      if (['true', 'yes'].includes(value)) return 1
      if (/^\d{1,2}$/.test(value)) return Number(value)
      return addressList(value, ctx, 'true, false, a hop count, or proxy addresses/CIDRs')
    }),
  // The proxy that sets X-Forwarded-Host and X-Forwarded-Proto itself (Caddy does; nginx passes a
  // visitor's on unless told to set them): its addresses, CIDRs or `loopback`. From any other peer,
  // or unset, both headers are dropped (app/lib/request-origin.server.ts, docs/deploy.md).
  FORWARDED_HEADERS_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => addressList(v.trim().toLowerCase(), ctx, 'proxy addresses/CIDRs')),
  // A header that a trusted proxy sets to the client's address itself (e.g. X-Real-IP).
  CLIENT_IP_HEADER: z.string().trim().toLowerCase().optional(),
  // A public form sent back sooner than this after its page was served is a bot's (docs/security.md).
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  // Outgoing mail (notifications of new leads): an smtp:// or smtps:// URL, or host and port with
  // an optional user and password; MAIL_FROM is the sender. Without them nothing is sent and the
  // admin dashboard says notifications are off.
  SMTP_URL: z.string().max(2_000).optional(),
  SMTP_HOST: z.string().max(255).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().max(255).optional(),
  SMTP_PASSWORD: z.string().max(1_000).optional(),
  MAIL_FROM: z.string().max(320).optional(),
  // The site's public address, for the links in notification e-mails (https://agency.example).
  SITE_URL: z.url().optional(),
  // Also tell the visitor "we got your message" (off by default).
  CONFIRMATION_EMAIL: flag.default(false),
  // Webhooks may go to http:// on a loopback address (a receiver on this machine, for testing);
  // off, every endpoint is https:// to a public address (docs/webhooks.md, docs/security.md).
  WEBHOOK_ALLOW_LOOPBACK: flag.default(false),
  // Words, domains or addresses that send a lead to the Spam folder (comma-separated, lower-cased).
  SPAM_BLOCKLIST: z
    .string()
    .max(20_000)
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s.length > 0 && s.length <= 100)
        .slice(0, 500),
    ),
  // Where `backup` without a file name, and the scheduled backups, write their archives.
  BACKUP_DIR: z.string().min(1).default('backups'),
  // The server backs itself up every this many hours (0: never, the default; docs/deploy.md). At
  // most 24 days: a Node timer waits no longer.
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(576).default(0),
  // How many of its scheduled backups it keeps in BACKUP_DIR (older ones are removed).
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  // Continuous replication of the database (Litestream) and the uploads to another machine or a
  // store: file:///path, sftp://user@host[:port]/path with REPLICA_SFTP_KEY, or s3://bucket/path
  // with the usual AWS_* variables and REPLICA_S3_ENDPOINT for an S3-compatible store. Unset, the
  // site replicates nothing (docs/deploy.md, "Replication").
  REPLICA_URL: z
    .string()
    .max(2_000)
    .optional()
    .refine(
      (v) => v === undefined || /^(file:\/\/\/|sftp:\/\/[^/@]+@[^/]+\/|s3:\/\/[^/]+)/.test(v),
      'file:///path, sftp://user@host/path or s3://bucket/path',
    ),
  REPLICA_SFTP_KEY: z.string().min(1).optional(),
  REPLICA_S3_ENDPOINT: z.url().optional(),
  // The usual S3 credentials, read by Litestream from its environment and by the uploads' copies
  // (app/ops/replica-s3.server.ts); a region of an S3-compatible store is its own name (R2: auto).
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  // The Litestream program; `npm start` and the single binary find their own (docs/deploy.md).
  LITESTREAM_PATH: z.string().min(1).optional(),
  // The time zone publish times are typed and shown in (an IANA name such as Europe/Berlin);
  // unset, the server's own (TZ). docs/publishing.md.
  SITE_TIME_ZONE: z
    .string()
    .max(100)
    .optional()
    .refine(
      (zone) => zone === undefined || isTimeZone(zone),
      'an IANA time zone, e.g. Europe/Berlin',
    ),
  // How long a preview link of an unpublished item works, in days (docs/publishing.md).
  PREVIEW_LINK_DAYS: z.coerce.number().min(1).max(365).default(7),
  // Leads (contact messages and consultation requests, spam included) stored a UTC day, by both
  // doors and from all addresses together; past it, 503 with Retry-After until midnight UTC. It
  // bounds the disk anonymous posts can fill a day (docs/security.md, "Fill the disk"); 0 is no limit.
  LEADS_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(2_000),
  // Leads in the Spam folder received more than this many days ago are deleted (docs/security.md,
  // "Fill the disk"): "Not spam" rescues one before then.
  SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Memory for the public page cache, in MiB; 0 turns it off (docs/scale.md).
  PAGE_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
  // Pages the server renders for one client address a minute (kept pages and files never count);
  // past it, 429 with Retry-After. 0 turns the budget off (docs/scale.md).
  RENDER_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(120),
  // Visitor analytics (docs/privacy.md): `off` turns counting and the beacon off; raw pageviews are
  // kept this many days, then only their daily totals; at most this many pageviews are stored a day
  // (a flood past it is dropped and counted as dropped).
  ANALYTICS: z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
    .default('on')
    .transform((v) => ['on', 'true', '1', 'yes'].includes(v)),
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ANALYTICS_DAILY_LIMIT: z.coerce.number().int().min(0).max(100_000_000).default(200_000),
  // Bytes of new texts (referrer hosts, utm values) analytics may store a day; past it a pageview
  // is counted without its new texts (docs/privacy.md). Pages and browsers are not capped: they name
  // what exists.
  ANALYTICS_DAILY_TEXT_BYTES: z.coerce.number().int().min(0).max(100_000_000).default(65_536),
  // Where the committed migrations and the demo images are; the single binary points these at its
  // extracted copies. Relative paths resolve from the working folder (the project root for npm).
  MIGRATIONS_DIR: z.string().min(1).default('db/migrations'),
  SEED_MEDIA_DIR: z.string().min(1).default('db/seed-media'),
})

export type Env = z.infer<typeof EnvSchema>

/** A list of addresses and CIDRs as proxy-addr reads them (`loopback` and the like included). */
function addressList(value: string, ctx: z.RefinementCtx, message: string): string[] {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  try {
    proxyaddr.compile(list)
    return list
  } catch {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
}

let cached: Env | undefined

/** Whether `zone` is a time zone this Node knows (an IANA name such as Europe/Berlin). */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export function getEnv(): Env {
  if (cached) return cached
  // Empty strings count as unset, as they do in most process managers' env files.
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''))
  const parsed = EnvSchema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

/** Forget the parsed environment; tests change process.env between cases. */
export function resetEnv() {
  cached = undefined
}
