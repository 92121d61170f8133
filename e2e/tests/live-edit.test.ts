import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, screenshot, useApp } from '../src/harness.ts'
import { openSheet } from './character-support.ts'
import { chronicleOf, itemIn, live, seat } from './chronicle-support.ts'
import { waitForFigure } from './sheet-support.ts'

const app = useApp()

test('a storyteller watching a player’s character sees the player rename it, without reloading', async () => {
  const storyteller = await app.signedInPage('Storyteller')
  const player = await app.signedInPage('Player')

  const chronicle = await api(storyteller, 'POST', '/chronicles', { name: 'Rain of Knives' })
  await api(player, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const character = await api(player, 'POST', '/characters', {
    name: 'Harmonious Jade',
    type: 'Character',
  })
  await api(player, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)

  await storyteller.goto(`${app.url}/characters/${character.id}`)
  const title = storyteller.getByTestId('header-title').first()
  // A slow first load on a busy machine is not what this journey is about.
  await title.filter({ hasText: 'Harmonious Jade' }).waitFor({ timeout: 60_000 })
  await live(storyteller)
  // Anything that reloads the page from here on would make the test pass for the wrong reason.
  const loads: string[] = []
  storyteller.on('load', () => loads.push(storyteller.url()))

  await api(player, 'PATCH', `/characters/${character.id}`, {
    character: { name: 'Harmonious Jade, Unbowed' },
  })
  await title.filter({ hasText: 'Harmonious Jade, Unbowed' }).waitFor({ timeout: 10_000 })
  assert.deepEqual(loads, [])
  await screenshot(storyteller, 'live-edit-storyteller-sees-rename')

  await storyteller.context().close()
  await player.context().close()
})

test('a commitment past what is left shows the pool clamped at once, before the answer, and the same in the storyteller’s browser', async () => {
  const storytellerSeat = await seat(app, 'Storyteller')
  const playerSeat = await seat(app, 'Player')
  const chronicle = await chronicleOf(storytellerSeat, [playerSeat], 'Ember Court')
  // Essence 1: 33 peripheral motes, all of them left.
  const solar = await itemIn(playerSeat, chronicle.id, 'characters', {
    name: 'Bright Ember',
    type: 'SolarCharacter',
    caste: 'dawn',
  })
  const [storyteller, player] = [storytellerSeat.page, playerSeat.page]
  for (const page of [storyteller, player]) {
    await openSheet(page, app.url, solar.id)
    await waitForFigure(page, 'resource-motes-peripheral', '33/33')
    await live(page)
  }
  // Every figure the player's tile shows from here on, in order.
  await player.getByTestId('resource-motes-peripheral-value').evaluate((tile) => {
    const shown: string[] = []
    ;(window as unknown as { peripheralShown: string[] }).peripheralShown = shown
    // The current figure and "/total", without the committed motes beside them. (No named
    // helpers in here: the test runner's transform would name them with a function the page
    // does not have.)
    new MutationObserver(() =>
      shown.push(`${tile.childNodes[0]?.textContent}${tile.childNodes[1]?.textContent}`),
    ).observe(tile, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })

  await player.getByTestId('resource-motes-peripheral').click()
  await player.getByTestId('mote-dialog-peripheral-commitments').click()
  await player.getByTestId('list-motes-committed-add').click()
  const motes = player.locator('[data-testid^="commitment-motes-"]').last()
  await motes.waitFor()
  // The save of the 10 motes is held until the pool has been read, so the pool on screen
  // can only come from the rules run in the browser.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let patchHeld = false
  await player.route(`**/api/v1/characters/${solar.id}`, async (route) => {
    if (
      route.request().method() === 'PATCH' &&
      route.request().postData()?.includes('"motes":10')
    ) {
      patchHeld = true
      await held
    }
    await route.continue()
  })
  await motes.fill('10')
  await motes.press('Tab')
  await waitForFigure(player, 'resource-motes-peripheral', '23/33')
  assert.equal(patchHeld, true, 'the save was on its way while the pool showed 23')
  release()
  await waitForFigure(storyteller, 'resource-motes-peripheral', '23/33')
  await player.waitForLoadState('networkidle')
  const figures = await player.evaluate(
    () => (window as unknown as { peripheralShown: string[] }).peripheralShown,
  )
  // 33/33 until the commitment of 10, then 23/33 for good: no figure between, no jump back.
  const clamped = figures.indexOf('23/33')
  assert.ok(clamped >= 0, `the player's pool read ${figures.join(', ')}`)
  assert.deepEqual(
    [...new Set(figures.slice(0, clamped))].filter((figure) => figure !== '33/33'),
    [],
    `before the clamp the player's pool read ${figures.join(', ')}`,
  )
  assert.deepEqual(
    [...new Set(figures.slice(clamped))],
    ['23/33'],
    `the player's pool read ${figures.join(', ')}`,
  )
  await screenshot(player, 'live-edit-commitment-clamped-player')
  await screenshot(storyteller, 'live-edit-commitment-clamped-storyteller')
  await storyteller.context().close()
  await player.context().close()
})

test('a mote spend or recovery beyond what is available shows the clamped pool at once, before the answer, and in the owner’s other browser', async () => {
  // The same player at her desk and on her tablet, each browser with its live channel.
  const desk = await seat(app, 'Mote Keeper')
  const tablet = await seat(app, 'Mote Keeper')
  // Essence 1: 13 personal motes, 5 of them committed, so 8 at most can be in the pool.
  const solar = await api(desk.page, 'POST', '/characters', {
    name: 'Quiet Dawn',
    type: 'SolarCharacter',
    caste: 'dawn',
    motes_committed: [{ pool: 'personal', label: 'Hungry Tiger Technique', motes: 5 }],
  })
  await api(desk.page, 'PATCH', `/characters/${solar.id}`, {
    character: { motes_personal_current: 3 },
  })
  const [player, other] = [desk.page, tablet.page]
  for (const page of [player, other]) {
    await openSheet(page, app.url, solar.id)
    await waitForFigure(page, 'resource-motes-personal', '3/13')
    await live(page)
    // Every figure the pool's tile shows from here on, in order: the current figure and
    // "/total", without the committed motes beside them. (No named helpers in here: the test
    // runner's transform would name them with a function the page does not have.)
    await page.getByTestId('resource-motes-personal-value').evaluate((tile) => {
      const shown = [`${tile.childNodes[0]?.textContent}${tile.childNodes[1]?.textContent}`]
      ;(window as unknown as { personalShown: string[] }).personalShown = shown
      new MutationObserver(() =>
        shown.push(`${tile.childNodes[0]?.textContent}${tile.childNodes[1]?.textContent}`),
      ).observe(tile, { subtree: true, childList: true, characterData: true })
    })
  }

  // Each save is held until the pool has been read, so the pool on screen can only come from
  // the browser's own rules; what was sent is kept.
  const sent: string[] = []
  let gate = Promise.resolve()
  let open = () => {}
  await player.route(`**/api/v1/characters/${solar.id}`, async (route) => {
    if (route.request().method() === 'PATCH') {
      sent.push(route.request().postData() ?? '')
      await gate
    }
    await route.continue()
  })
  const amount = player.getByTestId('mote-dialog-personal-amount')
  const spendOrRecover = async (
    typed: string,
    clampedAmount: string,
    after: string,
    shot: string,
  ) => {
    gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const before = sent.length
    await player.getByTestId('resource-motes-personal').click()
    await amount.fill(typed)
    // The dialog holds the amount to what the pool allows as it is typed.
    assert.equal(await amount.inputValue(), clampedAmount)
    await screenshot(player, shot)
    await player.getByTestId('mote-dialog-personal-submit').click()
    await player.getByTestId('mote-dialog-personal').waitFor({ state: 'detached' })
    await waitForFigure(player, 'resource-motes-personal', after)
    assert.equal(sent.length, before + 1, `the save was on its way while the pool showed ${after}`)
    open()
    await waitForFigure(other, 'resource-motes-personal', after)
    await player.waitForLoadState('networkidle')
  }
  // 40 spent of 3: the pool empties, not -37.
  await spendOrRecover('40', '3', '0/13', 'live-edit-mote-spend-dialog')
  // 20 recovered into an empty pool: 8 come back, what the commitment leaves, not 20 or 13.
  await spendOrRecover('-20', '-8', '8/13', 'live-edit-mote-recovery-dialog')

  assert.deepEqual(
    sent.map((body) => {
      const patch = JSON.parse(body)
      return (patch.character ?? patch).motes_personal_current
    }),
    [0, 8],
    `the saves sent ${sent.join(', ')}`,
  )
  assert.equal(
    (await api(other, 'GET', `/characters/${solar.id}`)).motes_personal_current,
    8,
    'the server kept what the screens show',
  )
  await waitForFigure(player, 'resource-motes-personal', '8/13')
  assert.equal(await player.getByTestId('resource-motes-personal-committed').textContent(), '5c')
  for (const [who, page] of [
    ['desk', player],
    ['tablet', other],
  ] as const) {
    const figures = await page.evaluate(
      () => (window as unknown as { personalShown: string[] }).personalShown,
    )
    // Each figure once, in order: 3 until the spend, 0 until the recovery, then 8 for good;
    // nothing unclamped between, no jump back when an answer or a live update arrives.
    assert.deepEqual(
      figures.filter((figure, at) => figure !== figures[at - 1]),
      ['3/13', '0/13', '8/13'],
      `the ${who}’s pool read ${figures.join(', ')}`,
    )
  }
  await screenshot(player, 'live-edit-mote-recovery-clamped-desk')
  await screenshot(other, 'live-edit-mote-recovery-clamped-tablet')
  await desk.context.close()
  await tablet.context.close()
})
