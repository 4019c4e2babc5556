// The e-mails the e2e server sent, as its SMTP server received them (tests/e2e/mail-sink.mjs).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { E2E } from './env.mjs'

export type Mail = {
  to: string[]
  from: string | null
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** Every e-mail received so far, oldest first. */
export function receivedMail(): Mail[] {
  let names: string[] = []
  try {
    names = readdirSync(E2E.mailDir).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(E2E.mailDir, name), 'utf8')))
}

/** The e-mails whose text contains `needle`, once at least one has arrived (the outbox sends soon after the lead is stored). */
export async function mailContaining(needle: string, timeout = 30_000): Promise<Mail[]> {
  const matching = () => receivedMail().filter((mail) => mail.text.includes(needle))
  await expect
    .poll(() => matching().length, { timeout, message: `an e-mail with "${needle}"` })
    .toBeGreaterThan(0)
  return matching()
}
