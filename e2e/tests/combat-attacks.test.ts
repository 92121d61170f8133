// Journey (issue 14): attacks resolved by Loom from the initiative tracker, with the storyteller
// and two players in three browsers. A withering attack crashes a quick character, a decisive
// attack wounds it, every browser follows Initiative, health and the roll log live, and the
// storyteller undoes the last step. Screenshots of the dialog and its result.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, useApp } from '../src/harness.ts'
import {
  chronicleOf,
  gone,
  itemIn,
  openChronicle,
  type Seat,
  seat,
  sees,
} from './chronicle-support.ts'
import { choose, enter } from './sheet-support.ts'
import { screenshotEverywhere, settleTransitions } from './shell-support.ts'

const app = useApp()

const card = (page: Page, kind: string, id: number) => page.getByTestId(`combat-card-${kind}-${id}`)

const initiativeOf = (page: Page, kind: string, id: number) =>
  card(page, kind, id).getByTestId(`combat-card-${kind}-${id}-initiative`).inputValue()

/** How many of a combatant's health boxes hold damage of `kind`. */
const damaged = (page: Page, kind: string, id: number, damage: string) =>
  card(page, kind, id).locator(`[data-testid$="-health-box"][data-damage="${damage}"]`).count()

/** Waits until the combatant's Initiative field shows `value`. */
async function showsInitiative(page: Page, kind: string, id: number, value: string) {
  const field = card(page, kind, id).getByTestId(`combat-card-${kind}-${id}-initiative`)
  await page.waitForFunction(
    ([element, expected]) => (element as HTMLInputElement).value === expected,
    [await field.elementHandle(), value] as const,
    { timeout: 15_000 },
  )
}

async function joinBattle(
  seat: Seat,
  chronicleId: number,
  type: string,
  id: number,
  successes: number,
) {
  await api(seat.page, 'POST', `/chronicles/${chronicleId}/combat/join_battle`, {
    combatant: { type, id },
    successes,
  })
}

test('withering then decisive attacks resolved by Loom, live in three browsers, undone step by step by the storyteller', async () => {
  const st = await seat(app, 'Storyteller')
  const ayla = await seat(app, 'Ayla')
  const bram = await seat(app, 'Bram')
  const chronicle = await chronicleOf(st, [ayla, bram], 'Ash and Iron')
  const swordsman = await itemIn(ayla, chronicle.id, 'characters', {
    name: 'Ayla Swift',
    type: 'SolarCharacter',
    caste: 'Dawn',
    attr_dexterity: 5,
    abil_melee: 5,
    caste_abilities: ['melee'],
  })
  const sword = await api(ayla.page, 'POST', `/characters/${swordsman.id}/weapons`, {
    name: 'Sword',
  })
  const brute = await itemIn(bram, chronicle.id, 'characters', {
    name: 'Bram Stone',
    type: 'SolarCharacter',
    caste: 'Dawn',
    attr_strength: 4,
    abil_melee: 4,
  })
  await api(bram.page, 'POST', `/characters/${brute.id}/weapons`, {
    name: 'Maul',
    weight: 'heavy',
  })
  // Nothing to defend with: every attack hits, so the journey does not hang on the dice.
  const bandit = await itemIn(st, chronicle.id, 'qcs', {
    name: 'Bandit',
    evasion: 0,
    parry: 0,
    soak: 0,
  })
  await api(st.page, 'POST', `/qcs/${bandit.id}/qc_attacks`, { name: 'Knife', pool: 5 })
  await joinBattle(ayla, chronicle.id, 'character', swordsman.id, 7)
  await joinBattle(bram, chronicle.id, 'character', brute.id, 22)
  await joinBattle(st, chronicle.id, 'qc', bandit.id, 0)
  const everyone = [st, ayla, bram]
  for (const one of everyone) await openChronicle(one.page, app.url, chronicle.id, 'combat')
  for (const one of everyone) await card(one.page, 'qc', bandit.id).waitFor()

  // A player attacks only with their own character; the storyteller with anyone.
  assert.equal(
    await card(ayla.page, 'character', brute.id)
      .getByTestId(`combat-card-character-${brute.id}-attack`)
      .count(),
    0,
  )
  assert.equal(
    await card(ayla.page, 'qc', bandit.id)
      .getByTestId(`combat-card-qc-${bandit.id}-attack`)
      .count(),
    0,
  )
  await card(st.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-attack`).waitFor()
  await sees(st.page.getByTestId('combat-attacks-none'), 'No attacks resolved yet')

  // Ayla's withering attack on the bandit, with a damage bonus that leaves it no way out.
  await card(ayla.page, 'character', swordsman.id)
    .getByTestId(`combat-card-character-${swordsman.id}-attack`)
    .click()
  const dialog = ayla.page.getByTestId('attack-dialog')
  await dialog.waitFor()
  await choose(ayla.page, 'attack-dialog-target', `attack-dialog-target-qc-${bandit.id}`)
  await choose(ayla.page, 'attack-dialog-weapon', `attack-dialog-weapon-${sword.id}`)
  await sees(ayla.page.getByTestId('attack-dialog-defence-value'), 'against Evasion 0')
  const pool = await ayla.page.getByTestId('attack-dialog-pool').textContent()
  assert.match(pool ?? '', /^Rolls \d+ dice \(pool \d+\)$/)
  await enter(ayla.page, 'attack-dialog-damage-bonus', 20)
  await ayla.page.getByTestId('attack-dialog-stunt-1').click()
  // Two excellency dice (a caste ability's), paid in personal motes with the attack.
  await ayla.page.getByTestId('attack-dialog-excellency-step-plus1').click()
  await ayla.page.getByTestId('attack-dialog-excellency-step-plus1').click()
  const [, rolled, sheetPool] = /^Rolls (\d+) dice \(pool (\d+)\)$/.exec(
    (await ayla.page.getByTestId('attack-dialog-pool').textContent()) ?? '',
  ) ?? ['', '0', '0']
  assert.equal(Number(rolled), Number(sheetPool) + 2 + 2)
  const motesBefore = await card(st.page, 'character', swordsman.id)
    .getByTestId(`combat-card-character-${swordsman.id}-personal-value`)
    .textContent()
  await screenshotEverywhere(ayla.page, 'combat-attack-dialog')
  await ayla.page.getByTestId('attack-dialog-submit').click()
  const result = ayla.page.getByTestId('attack-dialog-result')
  await result.waitFor({ timeout: 15_000 })
  assert.equal(await result.getAttribute('data-hit'), 'true')
  await sees(result, /Crashed|crash/)
  await screenshotEverywhere(ayla.page, 'combat-attack-result')
  await ayla.page.getByTestId('attack-dialog-close').click()

  const [, personal, total] = /^(\d+)\/(\d+)/.exec(motesBefore ?? '') ?? ['', '0', '0']
  for (const one of everyone) {
    await sees(
      card(one.page, 'character', swordsman.id).getByTestId(
        `combat-card-character-${swordsman.id}-personal-value`,
      ),
      `${Number(personal) - 2}/${total}`,
    )
  }

  // Every browser shows the bandit crashed by Ayla, and the same Initiatives.
  for (const one of everyone) {
    await sees(
      card(one.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-crash`),
      'Crashed by Ayla Swift',
    )
  }
  const aylaAfter = await initiativeOf(ayla.page, 'character', swordsman.id)
  const banditAfter = await initiativeOf(ayla.page, 'qc', bandit.id)
  assert.ok(Number(aylaAfter) > 10 + 5, `Ayla gained the damage, 1 and the Break: ${aylaAfter}`)
  assert.ok(Number(banditAfter) <= 0)
  for (const one of [st, bram]) {
    await showsInitiative(one.page, 'character', swordsman.id, aylaAfter)
    await showsInitiative(one.page, 'qc', bandit.id, banditAfter)
  }

  // Bram's decisive attack: his 25 Initiative in damage dice, lethal on the bandit's track.
  await card(bram.page, 'character', brute.id)
    .getByTestId(`combat-card-character-${brute.id}-attack`)
    .click()
  await bram.page.getByTestId('attack-dialog').waitFor()
  await choose(bram.page, 'attack-dialog-target', `attack-dialog-target-qc-${bandit.id}`)
  await bram.page.getByTestId('attack-dialog-kind-decisive').click()
  assert.equal(await bram.page.getByTestId('attack-dialog-damage-bonus').count(), 0)
  await sees(bram.page.getByTestId('attack-dialog-damage'), 'On a hit: 25 dice of')
  await bram.page.getByTestId('attack-dialog-submit').click()
  const decisive = bram.page.getByTestId('attack-dialog-result')
  await decisive.waitFor({ timeout: 15_000 })
  assert.equal(await decisive.getAttribute('data-hit'), 'true')
  await sees(decisive, 'decisive damage')
  // Back to base Initiative, the decisive choice is gone until Bram climbs above 0 again.
  await bram.page.getByTestId('attack-dialog-close').click()

  for (const one of everyone) await showsInitiative(one.page, 'character', brute.id, '3')
  await card(st.page, 'qc', bandit.id).locator('[data-damage="lethal"]').first().waitFor()
  const wounds = await damaged(st.page, 'qc', bandit.id, 'lethal')
  assert.ok(wounds > 0)
  for (const one of [ayla, bram]) {
    await one.page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector as string).length === count,
      [`[data-testid="combat-card-qc-${bandit.id}"] [data-damage="lethal"]`, wounds] as const,
      { timeout: 15_000 },
    )
  }

  // The storyteller's list holds both attacks, newest first; undo takes back the decisive one.
  const attacks = st.page.getByTestId('combat-attacks')
  await sees(attacks.locator('li').first(), 'decisive attack with Maul')
  assert.equal(await attacks.locator('li').count(), 2)
  await st.page.getByTestId('combat-undo-attack').click()
  for (const one of everyone) {
    await showsInitiative(one.page, 'character', brute.id, '25')
    await one.page
      .locator(`[data-testid="combat-card-qc-${bandit.id}"] [data-damage="lethal"]`)
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
  }
  await sees(attacks.locator('li').first(), 'withering attack with Sword')
  assert.equal(await attacks.locator('li').count(), 1)
  // The hand-made numbers stay editable: the storyteller sets the bandit's onslaught.
  await enter(st.page, `combat-card-qc-${bandit.id}-onslaught`, 4)
  await sees(
    card(bram.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-evasion-value`),
    /^0$/,
  )

  await screenshotEverywhere(st.page, 'combat-attacks-storyteller')
  // Forgetting asks first and names the attack; Cancel keeps it, still undoable.
  await st.page.getByTestId('combat-forget-attack').click()
  await sees(st.page.getByTestId('forget-attack-dialog'), 'withering attack with Sword')
  await settleTransitions(st.page)
  await screenshotEverywhere(st.page, 'combat-forget-attack-dialog')
  await st.page.getByTestId('forget-attack-dialog-cancel').click()
  await gone(st.page.getByTestId('forget-attack-dialog'))
  assert.equal(await attacks.locator('li').count(), 1)

  // The roll log tells the whole exchange to everyone, the undo included.
  for (const one of everyone) {
    await one.page.getByTestId('chronicle-tab-rolls').click()
    const log = one.page.getByTestId('chronicle-rolls-tab')
    await sees(log, 'withering attack with Sword on Bandit')
    await sees(log, 'decisive damage on Bandit')
    await sees(log, 'Undone by the storyteller')
  }
  await screenshotEverywhere(bram.page, 'combat-attack-log')
})
