// Journey: a sorcerous working as an extended roll (issue 38). A player begins a working on the
// sheet's Sorcery section and rolls three intervals on the server's dice; the storyteller's
// open copy of the sheet follows each roll live until the working succeeds on the third; a
// third member, who may view the sheet, never sees the working. Screenshots of both sheets.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, itemIn, live, seat, sees } from './chronicle-support.ts'
import { screenshotDialog } from './shell-support.ts'

const app = useApp()

async function openSorcery(page: Page, id: number) {
  await page.goto(`${app.url}/characters/${id}/sorcery`)
  await page.getByTestId('section-sorcery').waitFor({ timeout: 60_000 })
  await live(page)
}

/** Rolls the open dialog; answers the roll's successes once its result shows. */
async function rollInterval(page: Page): Promise<number> {
  const result = page.getByTestId('roll-dialog-result')
  const before = (await result.count()) > 0 ? await result.getAttribute('data-roll-id') : null
  await page.getByTestId('roll-dialog-submit').click()
  await page.waitForFunction((previous) => {
    const id = document
      .querySelector('[data-testid="roll-dialog-result"]')
      ?.getAttribute('data-roll-id')
    return id !== undefined && id !== null && id !== previous
  }, before)
  return Number(await result.getAttribute('data-successes'))
}

test('a working accumulates over three rolls to success, seen live by the storyteller and by no other member', async () => {
  const st = await seat(app, 'Stella')
  const player = await seat(app, 'Pavel')
  const other = await seat(app, 'Mira')
  const chronicle = await chronicleOf(st, [player, other], 'Towers of Nexus')
  // One die (Intelligence 1, Occult 0) and five automatic successes: each roll adds 5 to 7,
  // so two rolls stay below an Ambition of 15 and three always reach it.
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Ysolde the Sorceress',
    attr_intelligence: 1,
    abil_occult: 0,
  })

  await openSorcery(player.page, hero.id)
  await player.page.getByTestId('working-add').click()
  const form = player.page.getByTestId('working-dialog')
  await form.getByTestId('working-dialog-name').fill('Raise the Tower of Glass')
  await form.getByTestId('working-dialog-ambition').fill('15')
  await form.getByTestId('working-dialog-finesse').fill('1')
  await form.getByTestId('working-dialog-means').fill('5')
  await form.getByTestId('working-dialog-submit').click()
  const [working] = (
    await api<{ workings: { id: string }[] }>(player.page, 'GET', `/characters/${hero.id}`)
  ).workings
  assert.ok(working, 'the working was saved')
  const testId = `working-${working.id}`
  await sees(player.page.getByTestId(`${testId}-progress`), '0/15 successes')

  // The storyteller opens the same section; another member opens it too.
  await openSorcery(st.page, hero.id)
  await sees(st.page.getByTestId(`${testId}-progress`), '0/15 successes')
  await sees(st.page.getByTestId(`${testId}-rolls-left`), '5 of 5 rolls left')
  await openSorcery(other.page, hero.id)
  assert.equal(await other.page.getByTestId('block-workings').count(), 0)

  await player.page.getByTestId(`${testId}-roll`).click()
  const dialog = player.page.getByTestId('roll-dialog')
  await dialog.waitFor()
  await sees(dialog.getByTestId('roll-dialog-pool'), 'Pool: 1 die')
  for (let step = 0; step < 5; step += 1) {
    await dialog.getByTestId('roll-dialog-extra-successes-step-plus1').click()
  }
  let total = 0
  for (let interval = 1; interval <= 3; interval += 1) {
    const successes = await rollInterval(player.page)
    assert.ok(successes >= 5 && successes <= 7, `roll ${interval} had ${successes} successes`)
    total += successes
    // The storyteller's sheet follows each roll live.
    await sees(st.page.getByTestId(`${testId}-progress`), `${total}/15 successes`)
    await sees(st.page.getByTestId(`${testId}-rolls-left`), `${5 - interval} of 5 rolls left`)
    const outcome = interval < 3 ? 'In progress' : 'Success'
    await sees(st.page.getByTestId(`${testId}-outcome`), outcome)
    await sees(player.page.getByTestId(`${testId}-outcome`), outcome)
  }
  assert.ok(total >= 15)
  await screenshotDialog(player.page, 'working-roll-dialog')
  await dialog.getByTestId('roll-dialog-close').click()

  // Ended: no roll control is left, and the history lists the three rolls on both sheets.
  assert.equal(await player.page.getByTestId(`${testId}-roll`).count(), 0)
  for (const page of [player.page, st.page]) {
    assert.equal(await page.getByTestId(`${testId}-history`).locator('li').count(), 3)
  }
  await screenshot(player.page, 'working-success-player')
  await screenshot(st.page, 'working-success-storyteller')

  // The other member's copy never received it, live or after a reload; nor did their log.
  await other.page.reload()
  await other.page.getByTestId('section-sorcery').waitFor({ timeout: 30_000 })
  assert.equal(await other.page.getByTestId('block-workings').count(), 0)
  const theirs = await api<{ workings: unknown[] }>(other.page, 'GET', `/characters/${hero.id}`)
  assert.deepEqual(theirs.workings, [])
})
