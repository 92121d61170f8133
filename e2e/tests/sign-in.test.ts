import assert from 'node:assert/strict'
import { test } from 'node:test'
import { screenshot, useApp } from '../src/harness.ts'

const app = useApp()

test('a player signs in with the developer form and sees their display name', async () => {
  const page = await app.signedInPage('Harmonious Jade')
  await assert.doesNotReject(
    page
      .getByTestId('drawer-logged-in-as')
      .filter({ hasText: 'Harmonious Jade' })
      .first()
      .waitFor(),
  )
  const token = await page.evaluate(() => localStorage.getItem('jwt'))
  assert.match(token ?? '', /^[\w-]+\.[\w-]+\.[\w-]+$/)
  await screenshot(page, 'sign-in-desktop-light')
  await page.context().close()
})
