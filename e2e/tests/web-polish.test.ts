// Journeys for the polish of issue 17: what a player trips over in the frame and on cards.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import type { Page, WebSocketRoute } from 'playwright-core'
import { PNG } from 'pngjs'
import { api, screenshot, screenshotDir, useApp } from '../src/harness.ts'
import { createCharacter, createSolarSample, openSheet, settled } from './character-support.ts'
import { chronicleOf, itemIn, live, openChronicle, seat } from './chronicle-support.ts'
import { createFromList } from './qc-support.ts'
import { enter } from './sheet-support.ts'
import { countLayoutShifts, layoutShift, screenshotEverywhere } from './shell-support.ts'

const app = useApp()

test('a 401 while fetching someone’s public character leaves the player signed in', async () => {
  const owner = await app.signedInPage('Sharing Owner')
  const { id } = await createCharacter(owner, { name: 'Shared Page', type: 'Character' })
  await api(owner, 'PATCH', `/characters/${id}`, { character: { public: true } })
  const page = await app.signedInPage('Kept Session')
  await live(page)
  // The server refuses this one fetch, as it does a public page's for a session it doubts.
  await page.route(`**/api/v1/characters/${id}`, (route) =>
    route.fulfill({ status: 401, json: { error: `Sign in to see character ${id}` } }),
  )
  // Opened from inside the app, so the browser fetches it (a page load is rendered by the server).
  await navigateInApp(page, `/characters/${id}`)
  await page.getByTestId('page-signed-out').waitFor()
  await page.waitForTimeout(800)
  assert.equal(await page.getByTestId('logged-out-dialog').count(), 0)
  assert.notEqual(await page.evaluate(() => localStorage.getItem('jwt')), null)
  await page.getByTestId('drawer-logged-in-as').filter({ hasText: 'Kept Session' }).waitFor()
  await page.unroute(`**/api/v1/characters/${id}`)
  await page.getByTestId('page-retry').or(page.getByTestId('header-title')).first().waitFor()
  await page.reload()
  await page.getByTestId('header-title').filter({ hasText: 'Shared Page' }).waitFor()
  await owner.context().close()
  await page.context().close()
})

test('the live channel comes back within the spec’s first delays after the server drops it', async () => {
  const page = await app.newPage()
  const sockets: { route: WebSocketRoute; openedAt: number }[] = []
  await page.routeWebSocket('**/cable', (route) => {
    route.connectToServer()
    sockets.push({ route, openedAt: Date.now() })
  })
  await page.goto(app.url)
  await page.getByTestId('sign-in-developer').first().click()
  await page.locator('input[name="name"]').fill('Dropped Line')
  await page.locator('input[name="email"]').fill('dropped.line@example.test')
  await page.getByTestId('developer-sign-in-submit').click()
  await live(page)
  const before = sockets.length
  const droppedAt = Date.now()
  await sockets.at(-1)?.route.close({ code: 4000, reason: 'dropped' })
  await page.locator('[data-testid="connection-indicator"][data-status="live"]').waitFor({
    state: 'detached',
  })
  await live(page)
  assert.equal(sockets.length, before + 1)
  const gap = (sockets.at(-1)?.openedAt ?? 0) - droppedAt
  // Stale after 6 s without a ping, checked every 3 s at first: back within 6 to 9.5 s.
  assert.ok(gap >= 5_000 && gap <= 9_500, `reconnected after ${gap} ms`)
  await page.context().close()
})

test('a visitor who never signed in sees one quiet note naming the sign-ins not set up, no external links and no logged-out dialog', async () => {
  const page = await app.newPage()
  await page.goto(app.url)
  await page.getByTestId('sign-in-unconfigured').waitFor()
  assert.equal(await page.getByRole('button', { name: /google/i }).count(), 0)
  assert.equal(await page.locator('[data-testid$="sign-in-unconfigured"]').count(), 1)
  const outside = await page
    .getByRole('navigation', { name: 'Main' })
    .locator('a[href^="http"]')
    .count()
  assert.equal(outside, 0)
  await screenshotEverywhere(page, 'polish-landing-signed-out')
  for (const path of ['/characters', '/qcs', '/battlegroups', '/settings', '/content']) {
    await page.goto(`${app.url}${path}`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.waitForTimeout(700)
    assert.equal(await page.getByTestId('logged-out-dialog').count(), 0, path)
  }
  await page.context().close()
})

test('a player whose session the server refuses is told they were logged out; one who logs out is not', async () => {
  const page = await app.signedInPage('Expiring Session')
  await page.goto(`${app.url}/characters`)
  await live(page)
  await page.evaluate(() => localStorage.setItem('jwt', 'expired.token.value'))
  await page.getByTestId('create-character').click()
  await page.getByTestId('create-character-name').fill('Never Saved')
  await page.getByTestId('submit').click()
  await page.getByTestId('logged-out-dialog').waitFor()
  await page.context().close()

  const leaving = await app.signedInPage('Leaving Player')
  await leaving.getByTestId('drawer-log-out').click()
  await leaving.waitForURL(`${app.url}/`)
  // Within the app, as a click would go: the page keeps the state the log-out left.
  await leaving.evaluate(() => {
    history.pushState({}, '', '/characters')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await leaving.getByTestId('characters-empty').waitFor()
  await leaving.waitForTimeout(800)
  assert.equal(await leaving.getByTestId('logged-out-dialog').count(), 0)
  await leaving.context().close()
})

test('a personal card shows resources, defences and penalties like a chronicle card, and keeps notes', async () => {
  const page = await app.signedInPage('Card Reader')
  // Two lethal levels on a mortal fill the 0 and the first -1 box: Wound -1.
  const { id } = await createCharacter(page, {
    name: 'Wounded Scout',
    type: 'Character',
    attr_dexterity: 3,
    abil_dodge: 2,
    damage_lethal: 2,
  })
  await page.goto(`${app.url}/characters`)
  const card = page.getByTestId(`card-characters-${id}`)
  const prefix = `summary-characters-${id}`
  await card.getByTestId(`${prefix}-penalties`).filter({ hasText: 'Penalties: Wound -1' }).waitFor()
  assert.equal(await card.getByTestId(`${prefix}-evasion-value`).textContent(), '2')
  assert.equal(await card.getByTestId(`${prefix}-parry-value`).textContent(), 'None')
  await card.getByTestId(`${prefix}-willpower`).waitFor()
  await card.getByTestId(`${prefix}-health`).waitFor()

  await card.getByTestId(`${prefix}-notes`).click()
  const notes = page.getByTestId(`${prefix}-notes-dialog`)
  await notes.getByText('No notes').waitFor()
  await notes.getByTestId(`${prefix}-notes-dialog-edit`).click()
  await notes.getByTestId(`${prefix}-notes-dialog-field`).fill('Owes the **Guild** a favour.')
  await notes.getByTestId(`${prefix}-notes-dialog-edit`).filter({ hasText: 'Done' }).click()
  await notes.locator('strong').filter({ hasText: 'Guild' }).waitFor()
  await settled(page)
  await notes.getByTestId(`${prefix}-notes-dialog-close`).click()
  await notes.waitFor({ state: 'detached' })

  // Its owner takes or heals damage from the card itself, as on a chronicle card.
  await card.getByTestId(`${prefix}-health-open`).click()
  await page.getByTestId(`${prefix}-damage-dialog`).waitFor()
  await page.keyboard.press('Escape')

  await page.reload()
  await card.getByTestId(`${prefix}-notes`).click()
  await notes.getByText(/Owes the/).waitFor()
  await page.keyboard.press('Escape')
  await screenshotEverywhere(page, 'polish-character-cards')
  await page.context().close()
})

test('a hidden character shows the Hidden mark on its own sheet, and Best Parry reads the same on card and sheet', async () => {
  const page = await app.signedInPage('Hiding Player')
  const { id } = await createCharacter(page, { name: 'Unseen Hand', type: 'Character' })
  await openSheet(page, app.url, id)
  assert.equal(await page.getByTestId('sheet-hidden').count(), 0)
  assert.equal(await page.getByTestId('pool-best-parry-total').textContent(), 'None')
  await page.getByTestId('actions-menu').first().click()
  await page.getByTestId('action-hide').click()
  await page.getByTestId('sheet-hidden').filter({ hasText: 'Hidden' }).waitFor()
  await screenshotEverywhere(page, 'polish-hidden-sheet')
  await page.goto(`${app.url}/characters`)
  const card = page.getByTestId(`card-characters-${id}`)
  await card.getByTestId('card-hidden').waitFor()
  assert.equal(await card.getByTestId(`summary-characters-${id}-parry-value`).textContent(), 'None')
  await page.context().close()
})

test('poisons can be entered on a character, on its weapon and on a combat actor, and count in the penalties', async () => {
  const st = await seat(app, 'Poison Storyteller')
  const page = st.page
  const { id } = await createCharacter(page, { name: 'Envenomed', type: 'Character' })
  const weapon = await api(page, 'POST', `/characters/${id}/weapons`, {
    weapon: { name: 'Blowgun' },
  })

  // The character itself: the editor's Poisons section, then the sheet and the card show it.
  await openSheet(page, app.url, id, '/edit')
  await page.getByTestId('character-editor-poisons-add').click()
  await page.getByTestId('character-editor-poisons-row').waitFor()
  await enter(page, 'character-editor-poisons-0-name', 'Arrow Frog Venom')
  await enter(page, 'character-editor-poisons-0-penalty', 2)
  await settled(page)
  await page.getByTestId('character-editor-poisons-section').screenshot({
    path: `${screenshotDir}/polish-character-poisons-editor.png`,
  })

  // Its weapon: the weapon dialog's "Poisons it delivers".
  await page.getByTestId(`weapon-${weapon.id}-edit`).click()
  await page.getByTestId('weapon-dialog-poisons-add').click()
  await enter(page, 'weapon-dialog-poisons-0-name', 'Blowgun Dart Venom')
  await settled(page)
  await screenshot(page, 'polish-weapon-poisons-dialog')
  await page.getByTestId('weapon-dialog-done').click()
  const stored = await api(page, 'GET', `/characters/${id}`)
  const weapons = stored.weapons as { poisons: { name: string }[] }[]
  assert.deepEqual(
    weapons[0]?.poisons.map((poison) => poison.name),
    ['Blowgun Dart Venom'],
  )

  await openSheet(page, app.url, id)
  await page
    .getByTestId('character-poisons-entry')
    .filter({ hasText: 'Arrow Frog Venom' })
    .waitFor()
  await page.goto(`${app.url}/characters`)
  await page
    .getByTestId(`summary-characters-${id}-penalties`)
    .filter({ hasText: 'Poison -2' })
    .waitFor()

  // A combat copy of a QC: its card on the combat tab opens its own poisons.
  const chronicle = await chronicleOf(st, [], 'Poisoned Chronicle')
  const qc = await itemIn(st, chronicle.id, 'qcs', { name: 'Scorpion Cultist' })
  const actor = await api(page, 'POST', '/combat_actors', {
    actor_type: 'qc',
    actor_id: qc.id,
    chronicle_id: chronicle.id,
    name: 'Scorpion Cultist #1',
  })
  await api(page, 'POST', `/chronicles/${chronicle.id}/combat/join_battle`, {
    combatant: { type: 'combat_actor', id: actor.id },
    successes: 3,
  })
  await openChronicle(page, app.url, chronicle.id, 'combat')
  const card = `combat-card-combat_actor-${actor.id}`
  await page.getByTestId(`${card}-poisons`).click()
  const dialog = page.getByTestId('combat-actor-poisons-dialog')
  await dialog.getByTestId('combat-actor-poisons-add').click()
  await enter(page, 'combat-actor-poisons-0-penalty', 3)
  await settled(page)
  await screenshot(page, 'polish-combat-actor-poisons')
  await dialog.getByTestId('combat-actor-poisons-done').click()
  await page.getByTestId(`${card}-penalties`).filter({ hasText: 'Poison -3' }).waitFor()
  // Only the combat copy is poisoned, not the QC it was copied from.
  const source = await api(page, 'GET', `/qcs/${qc.id}`)
  assert.deepEqual(source.poisons, [])
  await st.context.close()
})

/** Focuses a tile and opens its breakdown with the keyboard; answers the breakdown dialog. */
async function breakdownByKeyboard(page: Page, testId: string) {
  await page.getByTestId(testId).focus()
  await page.keyboard.press('Enter')
  const summary = page.getByTestId(`${testId}-summary`)
  await summary.waitFor()
  // Let the dialog finish fading in, so a screenshot shows it as a player sees it.
  await page.waitForTimeout(300)
  return summary
}

test('every pool explains itself from the keyboard: a character, a QC and a battlegroup', async () => {
  const page = await app.signedInPage('Curious Player')
  const { id } = await createCharacter(page, {
    name: 'Clumsy',
    type: 'Character',
    attr_dexterity: 1,
    abil_dodge: 0,
  })
  await openSheet(page, app.url, id)
  assert.equal(await page.getByTestId('pool-evasion-total').textContent(), '1')
  // One more Dexterity dot: (2 + 0) / 2 rounds up to 1 again, and the tile says why.
  await api(page, 'PATCH', `/characters/${id}`, { character: { attr_dexterity: 2 } })
  await page.reload()
  await page.getByTestId('sheet-subtitle').waitFor()
  assert.equal(await page.getByTestId('pool-evasion-total').textContent(), '1')
  const evasion = await breakdownByKeyboard(page, 'pool-evasion')
  await evasion.getByText('(Dexterity 2 + Dodge 0) / 2, rounded up, = 1').waitFor()
  await screenshot(page, 'polish-evasion-breakdown')
  await page.keyboard.press('Escape')
  await evasion.waitFor({ state: 'detached' })

  const qcId = await createFromList(page, app.url, 'qc', 'Plain Bandit')
  const appearance = await breakdownByKeyboard(page, 'qc-appearance')
  await appearance
    .getByText(/Appearance/)
    .first()
    .waitFor()
  await page.keyboard.press('Escape')

  const bgId = await createFromList(page, app.url, 'battlegroup', 'Watchmen')
  await api(page, 'PATCH', `/battlegroups/${bgId}`, { battlegroup: { senses: 4, onslaught: 2 } })
  await page.reload()
  await page.getByTestId('battlegroup-sheet').waitFor()
  for (const tile of ['battlegroup-resolve', 'battlegroup-guile', 'battlegroup-appearance']) {
    const summary = await breakdownByKeyboard(page, tile)
    await page.keyboard.press('Escape')
    await summary.waitFor({ state: 'detached' })
  }
  const senses = await breakdownByKeyboard(page, 'battlegroup-senses')
  await senses.getByText('(Senses 4) = 4').waitFor()
  await screenshot(page, 'polish-battlegroup-senses-breakdown')
  await page.keyboard.press('Escape')
  assert.ok(qcId > 0)
  await page.context().close()
})

test('a sheet arriving on a phone, opened from inside the app, moves nothing the player could see (no layout shift)', async () => {
  // Another player's public sheet: none of the viewer's own lists brings it along.
  const owner = await app.signedInPage('Steady Owner')
  const { id } = await createSolarSample(owner, 'Steady Sheet')
  await api(owner, 'PATCH', `/characters/${id}`, { character: { public: true } })
  await owner.context().close()
  const page = await app.signedInPage('Steady Phone')
  await page.setViewportSize({ width: 390, height: 844 })
  await countLayoutShifts(page)
  // The sheet answers late, as over a slow connection: the frame and its loading state are
  // painted first, and the sheet then takes their place. It is held until the loading state
  // has been seen (a fixed delay raced the page's own start on a loaded machine).
  let answerSheet = () => {}
  await page.route(`**/api/v1/characters/${id}`, async (route) => {
    await new Promise<void>((resolve) => {
      answerSheet = resolve
    })
    await route.continue()
  })
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme)
    await page.goto(app.url)
    await page.locator('#root[data-interactive]').waitFor({ state: 'attached' })
    await navigateInApp(page, `/characters/${id}`)
    // The page's code or its sheet still on the way, whichever the page is waiting for.
    await page.getByTestId('page-loading').or(page.getByTestId('page-code-loading')).waitFor()
    // The phone's screen as it is, not the whole page: resizing would move things itself.
    await page.screenshot({ path: join(screenshotDir, `phone-sheet-loading-${theme}.png`) })
    // Counted from here: leaving the landing page for the loading state moves everything.
    await layoutShift(page, { restart: true })
    answerSheet()
    await page.getByTestId('block-attributes').waitFor()
    await page.waitForTimeout(500)
    const total = await layoutShift(page)
    assert.ok(total < 0.01, `layout shift while the sheet loaded (${theme}): ${total}`)
    await page.screenshot({ path: join(screenshotDir, `phone-sheet-arrived-${theme}.png`) })
  }
  await page.context().close()
})

test('a refusal that arrives while a breakdown is open shows above it, not behind it', async () => {
  const page = await app.signedInPage('Refused Player')
  const { id } = await createSolarSample(page, 'Refused Sheet')
  await openSheet(page, app.url, id)
  // The damage the player takes is refused, late: its answer waits until the breakdown is open.
  let refuse = () => {}
  await page.route(`**/api/v1/characters/${id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue()
    await new Promise<void>((resolve) => {
      refuse = resolve
    })
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ damage_lethal: [{ error: 'is too much for this test' }] }),
    })
  })
  await page.getByTestId('sheet-health-open').click()
  await page.getByTestId('damage-dialog-lethal-step-plus1').click()
  await page.getByTestId('damage-dialog-ok').click()
  await page.getByTestId('damage-dialog').waitFor({ state: 'detached' })
  const evasion = await breakdownByKeyboard(page, 'pool-evasion')
  refuse()
  const notice = page.getByTestId('notice')
  await notice.getByText('Your change to damage lethal could not be saved').waitFor()
  await page.waitForTimeout(300)
  // Above the dialog's backdrop, the notice keeps its own colour: the same pixel of it reads
  // the same with the breakdown open as once it is closed (under the backdrop it reads darker).
  const box = await notice.boundingBox()
  assert.ok(box)
  const spot = {
    x: Math.round(box.x + 6),
    y: Math.round(box.y + box.height / 2),
    width: 1,
    height: 1,
  }
  const pixel = async () => [
    ...PNG.sync.read(await page.screenshot({ clip: spot })).data.slice(0, 3),
  ]
  const withDialogOpen = await pixel()
  await screenshot(page, 'polish-refusal-over-breakdown')
  assert.ok(await evasion.isVisible())
  await page.keyboard.press('Escape')
  await evasion.waitFor({ state: 'detached' })
  const afterwards = await pixel()
  for (const [channel, value] of withDialogOpen.entries()) {
    assert.ok(
      Math.abs(value - afterwards[channel]!) <= 8,
      `the notice is under the breakdown: ${withDialogOpen} against ${afterwards}`,
    )
  }
  await page.context().close()
})

/** Opens `path` as a link inside the app would: the app's router, not a page load. */
async function navigateInApp(page: Page, path: string) {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' })
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
