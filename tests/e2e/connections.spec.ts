// Site Settings → Connections (docs/webhooks.md): an endpoint refused when its address is not a
// public one, one added for a receiver on 127.0.0.1 (the e2e server runs with
// WEBHOOK_ALLOW_LOOPBACK=true), "Send a test" delivered signed and shown as delivered, and Delete
// asking first. Runs with JavaScript on and off.
import { createServer, type Server } from 'node:http'
import { expect, test } from './fixtures.ts'

let receiver: Server
let port = 0
const received: Array<{ event: string; signature: string }> = []

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received.push({
        event: String(req.headers['webhook-event']),
        signature: String(req.headers['webhook-signature']),
      })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  port = (receiver.address() as { port: number }).port
})

test.afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

test('connections: refuse a private address, add an endpoint, send a test, delete', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/settings')
  await page.getByRole('link', { name: 'Connections' }).click()
  await expect(page).toHaveURL('/admin/settings/connections')

  await page.getByLabel('Endpoint address').fill('https://10.1.2.3/hook')
  await page.getByLabel('lead.contact').check()
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(page.getByText('The address is not a public one', { exact: false })).toBeVisible()

  const url = `http://127.0.0.1:${port}/hook-${Math.random().toString(36).slice(2, 8)}`
  await page.getByLabel('Endpoint address').fill(url)
  await page.getByLabel('lead.consultation').check()
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(page.getByRole('status')).toHaveText('Endpoint added successfully.')
  const card = page.getByRole('article', { name: url })
  await expect(card).toContainText('lead.consultation')

  const before = received.length
  await card.getByRole('button', { name: 'Send a test' }).click()
  await expect(page.getByRole('status')).toHaveText('A test delivery is on its way.')
  await expect.poll(() => received.length, { timeout: 5000 }).toBe(before + 1)
  expect(received.at(-1)).toMatchObject({
    event: 'ping',
    signature: expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
  })
  await page.reload()
  await expect(page.getByRole('article', { name: url })).toContainText('Delivered (204)')

  await page
    .getByRole('article', { name: url })
    .getByRole('link', { name: `Delete ${url}` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete Endpoint' })
  await expect(confirm).toContainText('Are you sure you want to delete this endpoint?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toHaveText('Endpoint deleted successfully.')
  await expect(page.getByRole('article', { name: url })).toHaveCount(0)
})
