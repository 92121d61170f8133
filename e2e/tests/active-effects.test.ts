// Issue 21, items 1 and 2: active effects. A player activates a Charm that carries an effect
// and the storyteller's open copy of the sheet changes at once, its breakdown naming the
// effect; a typed-in condition switches on and off; ending the scene ends the Charm's effect.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { openSheet, screenshotSheet } from './character-support.ts'
import { chronicleOf, gone, itemIn, openChronicle, seat, sees } from './chronicle-support.ts'
import { choose, enter, waitForFigure } from './sheet-support.ts'
import { assertAccessible } from './shell-support.ts'

const app = useApp()

/** Opens a pool's breakdown and answers its formula line. */
async function breakdown(page: Page, pool: string) {
  await page.getByTestId(pool).click()
  const formula = page.getByTestId(`${pool}-summary-formula`)
  await formula.waitFor()
  return formula
}

test('a player activates a Charm with an effect and the storyteller sees the pool change live', async () => {
  const st = await seat(app, 'Effects Storyteller')
  const player = await seat(app, 'Effects Player')
  const chronicle = await chronicleOf(st, [player], 'Swift River')
  // Join Battle: Wits 3 + Awareness 2 = 5.
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Swift Heron',
    type: 'SolarCharacter',
    caste: 'Dawn',
    attr_wits: 3,
    abil_awareness: 2,
  })
  const charm = await api(player.page, 'POST', `/characters/${hero.id}/charms`, {
    charm: { name: 'Heron Watches', charm_type: 'Ability', ability: 'awareness', cost: '3m' },
  })
  // The player gives the Charm its effect in the editor: +2 Join Battle for the scene.
  await openSheet(player.page, app.url, hero.id, '/edit/charms')
  await player.page.getByTestId(`charm-editor-${charm.id}-summary`).click()
  await player.page.getByTestId(`charm-${charm.id}-effects-add`).click()
  const definition = `charm-${charm.id}-effects-dialog`
  await enter(player.page, `${definition}-name`, 'Heron Watches')
  await player.page.getByTestId(`${definition}-add-modifier`).click()
  await choose(player.page, `${definition}-modifier-0-target`, 'effect-target-join_battle')
  await player.page.getByTestId(`${definition}-modifier-0-value`).fill('2')
  await player.page.getByTestId(`${definition}-save`).click()
  await player.page
    .getByTestId(`charm-${charm.id}-effects`)
    .getByText('Heron Watches: +2 Join Battle (scene)')
    .waitFor()
  await screenshot(player.page, 'effects-charm-editor')

  await openSheet(st.page, app.url, hero.id)
  await waitForFigure(st.page, 'pool-join-battle', 5)
  await st.page.getByTestId('character-effects').getByText('No effects.').waitFor()

  // The player activates the Charm from the Charms page: the mote dialog opens at its cost.
  await openSheet(player.page, app.url, hero.id, '/charms')
  await player.page.getByTestId(`charm-${charm.id}-summary`).click()
  await player.page.getByTestId(`charm-effects-${charm.id}`).getByText('+2 Join Battle').waitFor()
  await player.page.getByTestId(`charm-${charm.id}-activate`).click()
  const spend = player.page.getByTestId(`charm-${charm.id}-activate-dialog`)
  await spend.getByText('Activate Heron Watches').waitFor()
  await player.page.waitForTimeout(300)
  assert.equal(
    await player.page.getByTestId(`charm-${charm.id}-activate-dialog-amount`).inputValue(),
    '3',
  )
  await screenshot(player.page, 'effects-charm-activate-dialog')
  await player.page.getByTestId(`charm-${charm.id}-activate-dialog-submit`).click()

  // The storyteller's open sheet changes without a reload, and the breakdown names the Charm.
  await waitForFigure(st.page, 'pool-join-battle', 7)
  await sees(st.page.getByTestId('character-effects'), 'Heron Watches')
  const formula = await breakdown(st.page, 'pool-join-battle')
  await sees(formula, '+ 2 Heron Watches')
  // Let the dialog finish fading in, so the screenshot shows it as a player sees it.
  await st.page.waitForTimeout(300)
  await screenshot(st.page, 'effects-breakdown-dialog')
  await st.page.keyboard.press('Escape')
  await formula.waitFor({ state: 'detached' })
  const stored = await api(player.page, 'GET', `/characters/${hero.id}`)
  assert.equal(stored.motes_peripheral_current, (stored.motes_peripheral_total as number) - 3)

  // The player types in a condition on the sheet: -1 Evasion until turned off.
  await openSheet(player.page, app.url, hero.id)
  const evasion = Number(await player.page.getByTestId('pool-evasion-total').textContent())
  await player.page.getByTestId('character-effects-add').click()
  await enter(player.page, 'character-effects-dialog-name', 'Prone')
  await choose(player.page, 'character-effects-dialog-duration', 'effect-duration-indefinite')
  await player.page.getByTestId('character-effects-dialog-add-modifier').click()
  await choose(player.page, 'character-effects-dialog-modifier-0-target', 'effect-target-evasion')
  // Filled without leaving the field: focus on the remove button would pulse for ever.
  await player.page.getByTestId('character-effects-dialog-modifier-0-value').fill('-1')
  await screenshot(player.page, 'effects-add-dialog')
  await assertAccessible(player.page, 'the add effect dialog')
  await player.page.getByTestId('character-effects-dialog-save').click()
  await waitForFigure(st.page, 'pool-evasion', evasion - 1)
  // Switched off, it changes nothing, on both screens.
  const prone = player.page.getByTestId('character-effects').getByLabel('Prone on')
  await prone.uncheck()
  await waitForFigure(st.page, 'pool-evasion', evasion)
  await prone.check()
  await waitForFigure(st.page, 'pool-evasion', evasion - 1)
  await assertAccessible(player.page, 'a sheet with effects')
  await screenshotSheet(player.page, 'effects-sheet', () =>
    player.page.getByTestId('character-effects').getByText('Prone').waitFor(),
  )

  // End Scene: the Charm's scene effect ends, the condition (until turned off) stays.
  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  if (!(await st.page.getByTestId('st-end-scene').isVisible())) {
    await st.page.getByTestId('st-controls-toggle').click()
  }
  await st.page.getByTestId('st-end-scene').click()
  await st.page.getByTestId('end-scene-dialog-confirm').click()
  await gone(player.page.getByTestId('character-effects').getByText('Heron Watches'))
  await waitForFigure(player.page, 'pool-join-battle', 5)
  await sees(player.page.getByTestId('character-effects'), 'Prone')
  for (const person of [st, player]) await person.context.close()
})

test('the storyteller gives a QC and a battlegroup effects and their figures follow', async () => {
  const st = await seat(app, 'Effects Keeper')
  const qc = await api(st.page, 'POST', '/qcs', { name: 'Stone Warden', soak: 3, hardness: 1 })
  await st.page.goto(`${app.url}/qcs/${qc.id}`)
  await waitForFigure(st.page, 'qc-soak', 3)
  await st.page.getByTestId('qc-effects-add').click()
  await enter(st.page, 'qc-effects-dialog-name', 'Stoneskin')
  await st.page.getByTestId('qc-effects-dialog-add-modifier').click()
  await choose(st.page, 'qc-effects-dialog-modifier-0-target', 'effect-target-soak')
  await st.page.getByTestId('qc-effects-dialog-modifier-0-value').fill('2')
  await st.page.getByTestId('qc-effects-dialog-save').click()
  await waitForFigure(st.page, 'qc-soak', 5)
  await sees(await breakdown(st.page, 'qc-soak'), '+ 2 Stoneskin')
  await st.page.keyboard.press('Escape')

  const band = await api(st.page, 'POST', '/battlegroups', { name: 'Shield Wall', parry: 2 })
  await api(st.page, 'PATCH', `/battlegroups/${band.id}`, {
    battlegroup: {
      effects: [
        {
          name: 'Locked Shields',
          source: 'condition',
          source_id: null,
          modifiers: [{ target: 'parry', value: 1 }],
          duration: 'rounds',
          rounds_left: 2,
          active: true,
        },
      ],
    },
  })
  await st.page.goto(`${app.url}/battlegroups/${band.id}`)
  const parry = Number(await st.page.getByTestId('battlegroup-parry-total').textContent())
  await sees(st.page.getByTestId('battlegroup-effects'), '2 rounds left')
  await st.page.getByTestId('battlegroup-effects').getByLabel('Locked Shields on').uncheck()
  await waitForFigure(st.page, 'battlegroup-parry', parry - 1)
  await assertAccessible(st.page, 'a battlegroup sheet with effects')
  await screenshot(st.page, 'effects-battlegroup-sheet')
  await st.context.close()
})
