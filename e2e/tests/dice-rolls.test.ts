// Journey: rolling from the sheet. A player rolls a weapon attack with an excellency and a
// stunt; the storyteller's open chronicle page shows it live with the right dice; a
// storyteller-only roll never reaches a third member, live or after a reload; Join Battle from
// the combat tab puts the character into combat at successes + 3. Screenshots of the dialog
// and the log in both themes, at desktop and phone sizes.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, itemIn, live, seat, sees } from './chronicle-support.ts'
import {
  assertAccessible,
  screenshotDialog,
  screenshotEverywhere,
  VIEWPORTS,
} from './shell-support.ts'

const app = useApp()

async function openRolls(page: Page, chronicleId: number) {
  await page.goto(`${app.url}/chronicles/${chronicleId}/rolls`)
  await page.getByTestId('chronicle-rolls-tab').waitFor({ timeout: 60_000 })
  await live(page)
}

/** Rolls what the open dialog is set to; answers the roll's id, dice and successes. */
async function roll(page: Page): Promise<{ id: number; dice: number; successes: number }> {
  const result = page.getByTestId('roll-dialog-result')
  const before = (await result.count()) > 0 ? await result.getAttribute('data-roll-id') : null
  await page.getByTestId('roll-dialog-submit').click()
  await page.waitForFunction((previous) => {
    const shown = document.querySelector('[data-testid="roll-dialog-result"]')
    const id = shown?.getAttribute('data-roll-id')
    return id !== undefined && id !== null && id !== previous
  }, before)
  return {
    id: Number(await result.getAttribute('data-roll-id')),
    dice: await result.getByTestId('roll-dialog-result-dice-die').count(),
    successes: Number(await result.getAttribute('data-successes')),
  }
}

const diceInLog = (page: Page, id: number) =>
  page.getByTestId(`roll-${id}`).getByTestId(`roll-${id}-outcome-dice-die`).count()

test('a player rolls an attack with an excellency and a stunt; the table sees it live, a storyteller-only roll stays with the storyteller', async () => {
  const st = await seat(app, 'Stella')
  const player = await seat(app, 'Pavel')
  const other = await seat(app, 'Mira')
  const chronicle = await chronicleOf(st, [player, other], 'Dice of Nexus')
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Zan of the Dawn',
    type: 'SolarCharacter',
    caste: 'Dawn',
    attr_dexterity: 4,
    attr_wits: 3,
    attr_perception: 3,
    abil_melee: 3,
    abil_awareness: 2,
    abil_socialize: 1,
    caste_abilities: ['melee', 'awareness'],
  })
  await api(player.page, 'PATCH', `/characters/${hero.id}`, {
    character: { motes_personal_current: 10, willpower_temporary: 5 },
  })
  const weapon = await api(player.page, 'POST', `/characters/${hero.id}/weapons`, {
    weapon: { name: 'Daiklave', weight: 'medium', is_artifact: true, tags: ['lethal', 'melee'] },
  })

  await openRolls(st.page, chronicle.id)
  await openRolls(other.page, chronicle.id)
  await sees(st.page.getByTestId('roll-log-empty'), 'No rolls yet')

  // The player opens the sheet and rolls the withering attack: 3 excellency dice, a 1-point stunt.
  await player.page.goto(`${app.url}/characters/${hero.id}`)
  const attackTile = `weapon-${weapon.id}-withering-attack`
  const pool = Number(await player.page.getByTestId(`${attackTile}-total`).textContent())
  assert.ok(pool > 0, 'the attack has a pool')
  await player.page.getByTestId(`${attackTile}-roll`).click()
  const dialog = player.page.getByTestId('roll-dialog')
  await dialog.waitFor()
  assert.equal(
    await dialog.getByTestId('roll-dialog-pool').textContent(),
    `Pool: ${pool} dice`,
    'prefilled with the sheet’s pool',
  )
  for (let die = 0; die < 3; die += 1) {
    await dialog.getByTestId('roll-dialog-excellency-step-plus1').click()
  }
  await dialog.getByTestId('roll-dialog-stunt-1').click()
  await sees(
    dialog.getByTestId('roll-dialog-summary'),
    `Roll ${pool + 5} dice, spending 3 personal motes`,
  )
  const attack = await roll(player.page)
  assert.equal(attack.dice, pool + 3 + 2, 'the pool, three excellency dice and two stunt dice')

  // The storyteller's open page shows it live, with as many dice; so does the other member's.
  await st.page.getByTestId(`roll-${attack.id}`).waitFor({ timeout: 15_000 })
  assert.equal(await diceInLog(st.page, attack.id), attack.dice)
  await sees(st.page.getByTestId(`roll-${attack.id}-who`), 'Pavel for Zan of the Dawn')
  await other.page.getByTestId(`roll-${attack.id}`).waitFor({ timeout: 15_000 })
  // The motes were spent in the same action: 10 − 3.
  await sees(player.page.getByTestId('resource-motes-personal-value'), /^7\//)

  await assertAccessible(player.page, 'the roll dialog with its result')
  await screenshotDialog(player.page, 'dice-roll-dialog')
  // Its settings folded out, on a phone, scrolled to the bottom.
  await dialog.getByTestId('roll-dialog-more').click()
  await player.page.setViewportSize(VIEWPORTS.phone)
  await dialog.getByTestId('roll-dialog-reroll-until').scrollIntoViewIfNeeded()
  await screenshotDialog(player.page, 'dice-roll-dialog-settings')
  await dialog.getByTestId('roll-dialog-close').click()

  // A storyteller-only roll: the storyteller sees it, the other member never does.
  await player.page.getByTestId('pool-read-intentions-roll').click()
  await dialog.getByTestId('roll-dialog-visibility').click()
  await player.page.getByTestId('roll-dialog-visibility-storyteller').click()
  const secret = await roll(player.page)
  await dialog.getByTestId('roll-dialog-close').click()
  await st.page.getByTestId(`roll-${secret.id}`).waitFor({ timeout: 15_000 })
  await sees(st.page.getByTestId(`roll-${secret.id}-visibility`), 'Storyteller only')
  // A public roll made after it reaches the other member; the secret one never came first.
  await player.page.getByTestId('pool-rush-roll').click()
  const after = await roll(player.page)
  await dialog.getByTestId('roll-dialog-close').click()
  await other.page.getByTestId(`roll-${after.id}`).waitFor({ timeout: 15_000 })
  assert.equal(await other.page.getByTestId(`roll-${secret.id}`).count(), 0)
  await other.page.reload()
  await other.page.getByTestId(`roll-${after.id}`).waitFor({ timeout: 30_000 })
  assert.equal(await other.page.getByTestId(`roll-${secret.id}`).count(), 0)
  assert.equal(await other.page.getByTestId(`roll-${attack.id}`).count(), 1)

  // The log survives a reload, newest first.
  await st.page.reload()
  await st.page.getByTestId(`roll-${after.id}`).waitFor({ timeout: 30_000 })
  const order = await st.page
    .getByTestId('roll-log')
    .locator('li[data-testid^="roll-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))
  assert.deepEqual(order, [`roll-${after.id}`, `roll-${secret.id}`, `roll-${attack.id}`])
  await assertAccessible(st.page, 'the chronicle roll log')
  await screenshotEverywhere(st.page, 'dice-roll-log')

  // Join Battle from the combat tab: Initiative = successes + 3, in the turn order at once.
  await player.page.goto(`${app.url}/chronicles/${chronicle.id}/combat`)
  await player.page.getByTestId('chronicle-combat-tab').waitFor()
  await player.page.getByTestId(`out-card-character-${hero.id}-roll`).click()
  assert.equal(await dialog.getByTestId('roll-dialog-join-battle').isChecked(), true)
  const joined = await roll(player.page)
  await dialog.getByTestId('roll-dialog-close').click()
  const card = player.page.getByTestId(`combat-card-character-${hero.id}`)
  await card.waitFor({ timeout: 15_000 })
  assert.equal(
    await card.getByTestId(`combat-card-character-${hero.id}-initiative`).inputValue(),
    String(joined.successes + 3),
  )
  await st.page.getByTestId(`roll-${joined.id}`).waitFor({ timeout: 15_000 })
  await sees(
    st.page.getByTestId(`roll-${joined.id}-outcome-notes`),
    `Initiative ${joined.successes + 3}`,
  )

  // The storyteller rolls a QC's attack and a battlegroup's damage, seen only by themself.
  const bandit = await itemIn(st, chronicle.id, 'qcs', { name: 'Bandit Chief', join_battle: 6 })
  await api(st.page, 'POST', `/qcs/${bandit.id}/qc_attacks`, {
    qc_attack: { name: 'Halberd', pool: 9, damage: 13 },
  })
  const host = await itemIn(st, chronicle.id, 'battlegroups', { name: 'Tomb Guard', size: 2 })
  await api(st.page, 'POST', `/battlegroups/${host.id}/qc_attacks`, {
    qc_attack: { name: 'Spears', pool: 6, damage: 8 },
  })
  const stDialog = st.page.getByTestId('roll-dialog')
  await st.page.goto(`${app.url}/qcs/${bandit.id}`)
  await st.page.getByTestId('qc-attack-0-pool-roll').click()
  await stDialog.getByTestId('roll-dialog-visibility').click()
  await st.page.getByTestId('roll-dialog-visibility-private').click()
  const halberd = await roll(st.page)
  assert.equal(halberd.dice, 9)
  await stDialog.getByTestId('roll-dialog-close').click()
  await screenshot(st.page, 'dice-qc-sheet-desktop-light')
  await st.page.goto(`${app.url}/battlegroups/${host.id}`)
  await st.page.getByTestId('battlegroup-attack-0-damage-roll').click()
  assert.equal(await stDialog.getByTestId('roll-dialog-stunt').count(), 0, 'damage takes no stunt')
  const spears = await roll(st.page)
  await stDialog.getByTestId('roll-dialog-close').click()
  await st.page.setViewportSize(VIEWPORTS.phone)
  await screenshot(st.page, 'dice-battlegroup-sheet-phone-light')
  await st.page.setViewportSize(VIEWPORTS.desktop)
  await openRolls(st.page, chronicle.id)
  await st.page.getByTestId(`roll-${spears.id}`).waitFor({ timeout: 15_000 })
  await sees(st.page.getByTestId(`roll-${halberd.id}-who`), 'Stella for Bandit Chief')
  await sees(st.page.getByTestId(`roll-${spears.id}-outcome-notes`), 'damage')
  await other.page.getByTestId(`roll-${spears.id}`).waitFor({ timeout: 15_000 })
  assert.equal(await other.page.getByTestId(`roll-${halberd.id}`).count(), 0)

  // The storyteller clears the log; everyone's empties.
  await st.page.getByTestId('roll-log-clear').click()
  await st.page.getByTestId('roll-log-clear-dialog-confirm').click()
  await sees(st.page.getByTestId('roll-log-empty'), 'No rolls yet')
  await sees(other.page.getByTestId('roll-log-empty'), 'No rolls yet')

  // Outside a chronicle, rolls go to the player's own log, which only they see.
  const loner = await api(player.page, 'POST', '/characters', {
    name: 'Wandering Ash',
    type: 'Character',
    attr_wits: 2,
    abil_awareness: 3,
  })
  await player.page.goto(`${app.url}/characters/${loner.id}`)
  await player.page.getByTestId('pool-join-battle-roll').click()
  assert.equal(await dialog.getByTestId('roll-dialog-visibility').count(), 0)
  assert.equal(await dialog.getByTestId('roll-dialog-join-battle').count(), 0)
  const mine = await roll(player.page)
  await dialog.getByTestId('roll-dialog-close').click()
  await player.page.goto(`${app.url}/rolls`)
  await player.page.getByTestId(`roll-${mine.id}`).waitFor({ timeout: 30_000 })
  await sees(player.page.getByTestId(`roll-${mine.id}-who`), 'Pavel for Wandering Ash')
  assert.equal(await st.page.getByTestId(`roll-${mine.id}`).count(), 0)
  await screenshotEverywhere(player.page, 'dice-personal-log')
})
