// Journey 21 (ui.md §15): the storyteller's controls over everyone at once, each asked for,
// each undoable, with the player's browser following live.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, itemIn, openChronicle, seat, sees } from './chronicle-support.ts'

const app = useApp()

const value = (page: Page, kind: string, id: number, what: string) =>
  page.getByTestId(`chronicle-card-${kind}-${id}-${what}-value`)

async function control(st: Page, which: string) {
  if (!(await st.getByTestId('st-end-scene').isVisible())) {
    await st.getByTestId('st-controls-toggle').click()
  }
  await st.getByTestId(`st-${which}`).click()
}

test('end scene, respire (with and without qcs), recover willpower above permanent, downtime; each undoable', async () => {
  const st = await seat(app, 'Control Storyteller')
  const player = await seat(app, 'Tamsin')
  const chronicle = await chronicleOf(st, [player], 'Long Road')
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Tamsin Vale',
    type: 'DragonbloodCharacter',
    caste: 'Fire',
  })
  const qc = await itemIn(st, chronicle.id, 'qcs', {
    name: 'Hungry Ghost',
    motes_personal_total: 10,
  })
  await api(player.page, 'PATCH', `/characters/${hero.id}`, {
    character: {
      aura: 'fire',
      motes_peripheral_current: 0,
      motes_personal_current: 0,
      motes_committed: [
        { pool: 'peripheral', label: 'Armor', motes: 5, scenelong: true },
        { pool: 'personal', label: 'Blade', motes: 3 },
      ],
      willpower_temporary: 1,
      damage_lethal: 1,
      anima_level: 3,
    },
  })
  await api(st.page, 'PATCH', `/qcs/${qc.id}`, { qc: { motes_personal_current: 0 } })
  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  await openChronicle(player.page, app.url, chronicle.id, 'characters')
  await sees(value(player.page, 'character', hero.id, 'peripheral'), /^0/)

  // End Scene asks first; the scene-long commitment ends (5c gone) on the player's screen.
  await control(st.page, 'end-scene')
  await st.page.getByTestId('end-scene-dialog-confirm').click()
  await player.page
    .getByTestId(`chronicle-card-character-${hero.id}-peripheral-committed`)
    .waitFor({ state: 'detached', timeout: 15_000 })
  const sheet = await api(player.page, 'GET', `/characters/${hero.id}`)
  assert.equal(sheet.aura, 'none')
  // Undo brings it back.
  await st.page.getByTestId('undo-button').click()
  await player.page
    .getByTestId(`chronicle-card-character-${hero.id}-peripheral-committed`)
    .waitFor({ timeout: 15_000 })

  // Respire 10 without qcs: peripheral first (DB E2: 31 − 5 committed = 26), the ghost stays empty.
  await control(st.page, 'respire')
  await st.page.getByTestId('respire-motes-step-plus5').click()
  await st.page.getByTestId('respire-dialog-submit').click()
  await sees(value(player.page, 'character', hero.id, 'peripheral'), /^10/)
  assert.equal((await api(st.page, 'GET', `/qcs/${qc.id}`)).motes_personal_current, 0)
  // With qcs, the ghost fills too.
  await control(st.page, 'respire')
  await st.page.getByTestId('respire-include-qcs').check()
  await st.page.getByTestId('respire-dialog-submit').click()
  await sees(value(player.page, 'character', hero.id, 'peripheral'), /^15/)
  await sees(value(st.page, 'qc', qc.id, 'personal'), /^5/)

  // Recover Willpower 6 (1, +5) above the permanent rating: 1 → 7 of 5.
  await control(st.page, 'willpower')
  await st.page.getByTestId('recover-willpower-amount-step-plus5').click()
  await st.page.getByTestId('recover-willpower-exceed').check()
  await st.page.getByTestId('willpower-recovery-dialog-submit').click()
  await sees(value(player.page, 'character', hero.id, 'willpower'), /^7\/5/)

  // A day of downtime: the lethal box on the 0 level heals (an Exalt: a day), anima to Dim.
  await control(st.page, 'downtime')
  await st.page.getByTestId('downtime-quick-24').click()
  await screenshot(st.page, 'chronicle-downtime-dialog')
  await st.page.getByTestId('downtime-dialog-submit').click()
  await player.page
    .locator(`[data-testid="chronicle-card-character-${hero.id}-health-box"][data-damage="lethal"]`)
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
  await player.page
    .getByTestId(`chronicle-card-character-${hero.id}-bonfire`)
    .waitFor({ state: 'detached' })
  const rested = await api(player.page, 'GET', `/characters/${hero.id}`)
  assert.equal(rested.anima_level, 0)
  assert.equal(rested.damage_lethal, 0)
  // And the storyteller can take the whole downtime back.
  await st.page.getByTestId('undo-button').click()
  await player.page
    .locator(`[data-testid="chronicle-card-character-${hero.id}-health-box"][data-damage="lethal"]`)
    .first()
    .waitFor({ timeout: 15_000 })

  // Players have no storyteller controls.
  assert.equal(await player.page.getByTestId('st-controls').count(), 0)
  for (const person of [st, player]) await person.context.close()
})
