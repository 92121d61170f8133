import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  launchBrowser,
  type RunningServer,
  screenshot,
  signIn,
  startServer,
} from '../src/harness.ts'

let server: RunningServer
let browser: Browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

test('a player signs in with the developer form and sees their display name', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await signIn(page, server.url, 'Harmonious Jade')
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
  await page.close()
})
