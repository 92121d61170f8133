import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { live, openChronicle } from './chronicle-support.ts'
import { screenshotEverywhere } from './shell-support.ts'

// No bypassCSP here: the portraits must show under the app's own content security policy.
const app = useApp()

/** A PNG drawn by the browser: a coloured disc with the initial, `size` pixels square. */
async function drawnPng(page: Page, colour: string, initial: string, size = 160) {
  const base64 = await page.evaluate(
    ({ colour, initial, size }) => {
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')!
      context.fillStyle = '#222'
      context.fillRect(0, 0, size, size)
      context.fillStyle = colour
      context.beginPath()
      context.arc(size / 2, size / 2, size / 2.4, 0, Math.PI * 2)
      context.fill()
      context.fillStyle = '#fff'
      context.font = `bold ${size / 2}px sans-serif`
      context.textAlign = 'center'
      context.textBaseline = 'middle'
      context.fillText(initial, size / 2, size / 2)
      return canvas.toDataURL('image/png').split(',')[1]!
    },
    { colour, initial, size },
  )
  return Buffer.from(base64, 'base64')
}

/** Waits until the image has been fetched and decoded (not a broken image). */
async function waitForImage(image: Locator) {
  await image.waitFor({ timeout: 20_000 })
  const handle = await image.elementHandle()
  await image
    .page()
    .waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      handle,
      { timeout: 20_000 },
    )
}

test('a player uploads portraits, and another player of the chronicle sees them on the cards and sheets without reloading (issue 17, item 4)', async () => {
  const owner = await app.signedInPage('Portrait Painter')
  const viewer = await app.signedInPage('Portrait Viewer')
  await Promise.all([live(owner), live(viewer)])
  const chronicle = await api(owner, 'POST', '/chronicles', { name: 'Gallery' })
  await api(viewer, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const qc = await api(owner, 'POST', '/qcs', { name: 'Ghost Captain' })
  await api(owner, 'POST', `/chronicles/${chronicle.id}/add_qc/${qc.id}`)
  const character = await api(owner, 'POST', '/characters', { name: 'Harmonious Jade' })
  await api(owner, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)
  await openChronicle(viewer, app.url, chronicle.id, 'characters')
  const qcCard = viewer.getByTestId(`chronicle-card-qc-${qc.id}`)
  await qcCard.waitFor()
  assert.equal(await qcCard.getByTestId('card-portrait').count(), 0)

  // The owner uploads the QC's portrait in its editor.
  await owner.goto(`${app.url}/qcs/${qc.id}/edit`)
  const tooLarge = Buffer.concat([await drawnPng(owner, '#888', 'X'), Buffer.alloc(3 << 20)])
  await owner
    .getByTestId('portrait-upload-input')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge })
  await owner
    .getByTestId('portrait-help')
    .filter({ hasText: 'A portrait may be at most 2 MiB' })
    .waitFor()
  await owner.getByTestId('portrait-upload-input').setInputFiles({
    name: 'captain.png',
    mimeType: 'image/png',
    buffer: await drawnPng(owner, '#2e7d32', 'G'),
  })
  await waitForImage(owner.getByTestId('sheet-portrait'))
  await owner.getByTestId('portrait-remove').waitFor()
  await owner.getByTestId('portrait-upload').scrollIntoViewIfNeeded()
  await screenshot(owner, 'portraits-qc-editor-desktop-light')

  // The other browser's card shows it as the live update arrives, and so does the sheet.
  await waitForImage(qcCard.getByTestId('card-portrait').locator('img'))
  await screenshotEverywhere(viewer, 'portraits-chronicle-cards')
  await viewer.goto(`${app.url}/qcs/${qc.id}`)
  await waitForImage(viewer.getByTestId('sheet-portrait'))
  await screenshot(viewer, 'portraits-qc-sheet-desktop-light')

  // A character's portrait is uploaded in the Bio editor and shown in the Bio section.
  await owner.goto(`${app.url}/characters/${character.id}/edit/bio`)
  await owner.getByTestId('portrait-upload-input').setInputFiles({
    name: 'jade.webp',
    mimeType: 'image/png',
    buffer: await drawnPng(owner, '#1565c0', 'H'),
  })
  await waitForImage(owner.getByTestId('sheet-portrait'))
  await viewer.goto(`${app.url}/characters/${character.id}/bio`)
  await waitForImage(viewer.getByTestId('sheet-portrait'))
  await screenshotEverywhere(viewer, 'portraits-character-bio')
  // And beside the name on the overview.
  await viewer.goto(`${app.url}/characters/${character.id}`)
  await waitForImage(viewer.getByTestId('overview-portrait').locator('img'))
  await screenshotEverywhere(viewer, 'portraits-character-overview')
  // And on the combat tab's cards, once both have joined battle.
  for (const [type, id] of [
    ['character', character.id],
    ['qc', qc.id],
  ] as const) {
    await api(owner, 'POST', `/chronicles/${chronicle.id}/combat/join_battle`, {
      combatant: { type, id },
      successes: 4,
    })
  }
  await openChronicle(viewer, app.url, chronicle.id, 'combat')
  for (const card of [`combat-card-character-${character.id}`, `combat-card-qc-${qc.id}`]) {
    await waitForImage(viewer.getByTestId(card).getByTestId('card-portrait').locator('img'))
  }
  await screenshotEverywhere(viewer, 'portraits-combat-cards')

  // The owner's own list cards show both.
  await owner.goto(`${app.url}/qcs`)
  await waitForImage(
    owner.getByTestId(`card-qcs-${qc.id}`).getByTestId('card-portrait').locator('img'),
  )

  // Removing it takes it off the other browser's card.
  await owner.goto(`${app.url}/qcs/${qc.id}/edit`)
  await owner.getByTestId('portrait-remove').click()
  await viewer.goto(`${app.url}/chronicles/${chronicle.id}`)
  await viewer
    .getByTestId(`chronicle-card-character-${character.id}`)
    .getByTestId('card-portrait')
    .waitFor()
  await live(viewer)
  await viewer
    .getByTestId(`chronicle-card-qc-${qc.id}`)
    .getByTestId('card-portrait')
    .waitFor({ state: 'detached', timeout: 15_000 })
})

test('the content security policy lets portrait links from any https address show', async () => {
  const page = await app.newPage()
  const response = await page.goto(app.url)
  const policy = response?.headers()['content-security-policy'] ?? ''
  assert.match(policy, /img-src 'self' data: blob: https:/)
  assert.doesNotMatch(policy, /img-src[^;]*http:/)
})
