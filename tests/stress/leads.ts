// Contact and consultation posts through both doors (the JSON API and the web form), each from an
// address of its own and carrying a unique marker in its message, so a proof can look it up later.
import { randomAddress } from './site.ts'

export type Door = 'api-contact' | 'form-contact' | 'form-consultation'

const TABLE: Record<Door, 'contact_messages' | 'consultations'> = {
  'api-contact': 'contact_messages',
  'form-contact': 'contact_messages',
  'form-consultation': 'consultations',
}
export const tableOf = (door: Door) => TABLE[door]

/** Posts one lead; the answer's status, or 0 when no answer came (the server died, say). */
export async function postLead(base: string, door: Door, marker: string): Promise<number> {
  const fields = {
    name: 'Stress Visitor',
    email: 'visitor@example.com',
    phone: '+1 555 0100',
    message: marker,
  }
  const headers: Record<string, string> = { 'X-Forwarded-For': randomAddress() }
  let url: string
  let body: string
  if (door === 'api-contact') {
    url = `${base}/api/contact`
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(fields)
  } else {
    url = door === 'form-contact' ? `${base}/?index` : `${base}/consultation`
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams({ ...fields, website: '' }).toString()
  }
  try {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual' })
    await response.body?.cancel()
    return response.status
  } catch {
    return 0
  }
}

/** 2xx, or the redirect a form answers when it stored the lead. */
export const acknowledged = (status: number) => status >= 200 && status < 400
