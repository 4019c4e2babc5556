// Several administrators (docs/decisions/051-team.md): the admin invites a second administrator
// from Site Settings → Team, the invitation e-mail's link (the e2e server has SMTP) opens the
// invitation page in the invitee's own browser, they choose their name and password and are in;
// they sign out and sign in with that password; the link does not work twice; the team lists them
// with their last sign-in; removing them (asked first) ends their session at once. Runs with
// JavaScript on and off.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { mailContaining } from './mailbox.ts'

const PASSWORD = 'a second admin password'

/** With JavaScript, a page is ready for typing once React has hydrated it (root.tsx marks it). */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

test('a second administrator: invited, joins, signs in, is removed', async ({
  adminPage: page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const tag = `${javaScriptEnabled ? 'js' : 'nojs'}-${Math.random().toString(36).slice(2, 8)}`
  const email = `second-${tag}@example.com`
  const name = `Second Admin ${tag}`

  await page.goto('/admin/settings')
  await page.getByRole('link', { name: 'Team' }).click()
  await expect(page).toHaveURL('/admin/settings/team')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByRole('status')).toHaveText('The invitation is on its way.')
  await expect(page.getByRole('row', { name: email })).toContainText('Test Admin')

  const [mail] = await mailContaining(email)
  expect(mail!.to.join()).toContain(email)
  const link = new URL(/https?:\/\/\S+\/admin\/invitation\?token=\S+/.exec(mail!.text)![0])
  const invitation = `${link.pathname}${link.search}`

  // The invitee's own browser, with its own address for the sign-in's limits.
  const theirs = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${javaScriptEnabled ? 21 : 22}` },
  })
  try {
    const invitee = await theirs.newPage()
    await invitee.goto(invitation)
    await ready(invitee, javaScriptEnabled)
    await expect(invitee.getByRole('heading', { name: 'Join the team' })).toBeVisible()
    await expect(invitee.getByText(email)).toBeVisible()
    await invitee.getByLabel('Name').fill(name)
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await invitee.getByLabel('Confirm password').fill(PASSWORD)
    await invitee.getByRole('button', { name: 'Join the team' }).click()
    await expect(invitee).toHaveURL('/admin/dashboard')
    await expect(invitee.getByRole('banner')).toContainText(name)

    // The link worked once.
    await invitee.goto(invitation)
    await expect(invitee.getByRole('alert')).toHaveText(
      'This invitation link is invalid or has expired.',
    )

    // Their first sign-in with the password they chose.
    await invitee.goto('/admin/dashboard')
    await invitee.getByRole('button', { name: 'Logout' }).click()
    await expect(invitee).toHaveURL('/admin/login')
    await ready(invitee, javaScriptEnabled)
    await invitee.getByLabel('Email').fill(email)
    await invitee.getByLabel('Password').fill(PASSWORD)
    await invitee.getByRole('button', { name: 'Login' }).click()
    await expect(invitee).toHaveURL('/admin/dashboard')
    await expect(invitee.getByRole('banner')).toContainText(name)

    // The team lists them, signed in; the invitation is used up.
    await page.reload()
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText(email)
    await expect(row).not.toContainText('Never')
    await expect(page.getByRole('row', { name: new RegExp(`${email}.*Test Admin`) })).toHaveCount(0)

    await row.getByRole('link', { name: `Remove ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove Member' })
    await expect(confirm).toContainText('Are you sure you want to remove this member?')
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('status')).toHaveText('Member removed.')
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)

    // Their session ended with the removal.
    await invitee.goto('/admin/dashboard')
    await expect(invitee).toHaveURL(/\/admin\/login/)
  } finally {
    await theirs.close()
  }
})
