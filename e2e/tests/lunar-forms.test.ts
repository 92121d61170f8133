// Issue 38, part 3: a Lunar takes one of her forms from the sheet; its physical attributes
// change the Strength-based pools on her player's and the storyteller's open sheets at once,
// the breakdown names the form, the combat card says which form she is in, and leaving the
// form gives her own traits back.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, screenshot, useApp } from '../src/harness.ts'
import { openSheet, screenshotSheet } from './character-support.ts'
import { chronicleOf, itemIn, openChronicle, seat, sees } from './chronicle-support.ts'
import { waitForFigure } from './sheet-support.ts'

const app = useApp()

test('a Lunar takes her tiger form, her Strength-based pools change live, and she leaves it', async () => {
  const st = await seat(app, 'Forms Storyteller')
  const player = await seat(app, 'Forms Player')
  const chronicle = await chronicleOf(st, [player], 'Silver Hunt')
  // Feat of Strength: Strength 2 + Athletics 3 = 5.
  const lunar = await itemIn(player, chronicle.id, 'characters', {
    name: 'Silver Fang',
    type: 'LunarCharacter',
    caste: 'full moon',
    attr_strength: 2,
    attr_dexterity: 3,
    attr_stamina: 2,
    abil_athletics: 3,
    forms: [
      { id: 'tiger', form: 'Tiger', strength: 5, dexterity: 4, stamina: 4 },
      { id: 'mouse', form: 'Mouse', strength: 1 },
    ],
  })

  await openSheet(player.page, app.url, lunar.id)
  await openSheet(st.page, app.url, lunar.id)
  await waitForFigure(st.page, 'pool-feat-of-strength', 5)
  await sees(player.page.getByTestId('forms-taken'), 'Own shape')
  await sees(player.page.getByTestId('form-tiger-traits'), 'Str 5, Dex 4, Sta 4')

  await player.page.getByTestId('form-tiger-take').click()
  // Strength 5 (the tiger's) + Athletics 3, on both screens without a reload.
  await waitForFigure(player.page, 'pool-feat-of-strength', 8)
  await waitForFigure(st.page, 'pool-feat-of-strength', 8)
  await sees(st.page.getByTestId('forms-taken'), 'In Tiger form')
  await st.page.getByTestId('pool-feat-of-strength').click()
  const formula = st.page.getByTestId('pool-feat-of-strength-summary-formula')
  await sees(formula, 'Strength (Tiger form)')
  await st.page.waitForTimeout(300)
  await screenshot(st.page, 'lunar-form-breakdown')
  await st.page.keyboard.press('Escape')
  await formula.waitFor({ state: 'detached' })

  // Her own Strength is kept as it was; the form is an effect on the sheet.
  const stored = await api(player.page, 'GET', `/characters/${lunar.id}`)
  assert.equal(stored.attr_strength, 2)
  await sees(player.page.getByTestId('character-effects'), 'Tiger form')
  await screenshotSheet(player.page, 'lunar-form-taken', () =>
    player.page.getByTestId('form-tiger-leave').waitFor(),
  )

  // In combat the card says which form she is in.
  await api(st.page, 'POST', `/chronicles/${chronicle.id}/combat/join_battle`, {
    combatant: { type: 'character', id: lunar.id },
    successes: 2,
  })
  await openChronicle(st.page, app.url, chronicle.id, 'combat')
  await sees(st.page.getByTestId(`combat-card-character-${lunar.id}-form`), 'In Tiger form')
  await screenshot(st.page, 'lunar-form-combat-card')

  // Leaving the form gives her own Strength back.
  await player.page.getByTestId('form-tiger-leave').click()
  await waitForFigure(player.page, 'pool-feat-of-strength', 5)
  await sees(player.page.getByTestId('forms-taken'), 'Own shape')
  await st.page.getByTestId(`combat-card-character-${lunar.id}-form`).waitFor({ state: 'detached' })
})
