// Journey 20 (ui.md §15): the initiative tracker, with the storyteller and a player side by
// side, each seeing the other's changes live; crash and recovery; screenshots of a filled
// combat of eight and more in both themes and at phone size.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import {
  chronicleOf,
  itemIn,
  openChronicle,
  type Seat,
  seat,
  sees,
  showsValue,
} from './chronicle-support.ts'
import { screenshotEverywhere } from './shell-support.ts'

const app = useApp()

const card = (page: Page, kind: string, id: number) => page.getByTestId(`combat-card-${kind}-${id}`)
const outCard = (page: Page, kind: string, id: number) => page.getByTestId(`out-card-${kind}-${id}`)

async function joinBattle(page: Page, kind: string, id: number, successes: number) {
  await outCard(page, kind, id).getByTestId(`out-card-${kind}-${id}-enter`).click()
  await page.getByTestId('join-battle-result').fill(String(successes))
  await page.getByTestId('join-battle-submit').click()
  await card(page, kind, id).waitFor()
}

async function combatOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('combat-in')
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))
}

test('the initiative tracker: join battle, turn order, acted and next up, onslaught, crash, new round, end combat, live on both sides', async () => {
  const st: Seat = await seat(app, 'Storyteller')
  const player: Seat = await seat(app, 'Player')
  const chronicle = await chronicleOf(st, [player], 'Red Dust')
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Swift Lotus',
    type: 'SolarCharacter',
    caste: 'Dawn',
    attr_wits: 3,
    abil_awareness: 2,
  })
  await api(player.page, 'PATCH', `/characters/${hero.id}`, {
    character: { motes_peripheral_current: 20 },
  })
  const bandit = await itemIn(st, chronicle.id, 'qcs', { name: 'Bandit Chief', evasion: 3 })
  await openChronicle(st.page, app.url, chronicle.id, 'combat')
  await openChronicle(player.page, app.url, chronicle.id, 'combat')

  await sees(player.page.getByTestId('combat-status'), 'No characters are in combat')
  // Out of combat, cards show the Join Battle pool (Wits 3 + Awareness 2).
  await sees(player.page.getByTestId(`out-card-character-${hero.id}-join-battle-value`), /^5$/)

  // The player rolls 7: Initiative 10, and the storyteller sees the card move into combat.
  await joinBattle(player.page, 'character', hero.id, 7)
  const stHero = card(st.page, 'character', hero.id)
  await stHero.waitFor({ timeout: 15_000 })
  assert.equal(
    await stHero.getByTestId(`combat-card-character-${hero.id}-initiative`).inputValue(),
    '10',
  )
  await joinBattle(st.page, 'qc', bandit.id, 9)
  await card(player.page, 'qc', bandit.id).waitFor({ timeout: 15_000 })
  assert.deepEqual(await combatOrder(player.page), ['Bandit Chief', 'Swift Lotus'])
  await sees(player.page.getByTestId('combat-status'), 'Next up: Bandit Chief')

  // The bandit acts: dimmed, and next up moves on for both.
  await card(st.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-acted`).check()
  await sees(player.page.getByTestId('combat-status'), 'Next up: Swift Lotus')
  await card(player.page, 'qc', bandit.id).and(player.page.locator('[data-acted="true"]')).waitFor()
  await card(player.page, 'character', hero.id)
    .getByTestId(`combat-card-character-${hero.id}-acted`)
    .check()
  await sees(st.page.getByTestId('combat-status'), 'Round over!')

  // Onslaught +1 lowers the bandit's Evasion on the player's screen; =0 restores it.
  const evasion = () =>
    card(player.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-evasion-value`)
  await sees(evasion(), '3')
  await card(st.page, 'qc', bandit.id)
    .getByTestId(`combat-card-qc-${bandit.id}-onslaught-plus`)
    .click()
  await sees(evasion(), '2')
  await card(st.page, 'qc', bandit.id)
    .getByTestId(`combat-card-qc-${bandit.id}-onslaught-clear`)
    .click()
  await sees(evasion(), '3')

  // Next round clears the acted marks and respires 5 motes (20 → 25 peripheral).
  await st.page.getByTestId('combat-next-round').click()
  await sees(player.page.getByTestId('combat-status'), 'Next up: Bandit Chief')
  await sees(
    card(player.page, 'character', hero.id).getByTestId(
      `combat-card-character-${hero.id}-peripheral-value`,
    ),
    /^25/,
  )
  await st.page.getByTestId('undo-snackbar').waitFor()

  // The hero crashes the bandit: Initiative Break +5 for the hero, "Crashed by" for the bandit.
  const banditInitiative = card(st.page, 'qc', bandit.id).getByTestId(
    `combat-card-qc-${bandit.id}-initiative`,
  )
  await banditInitiative.fill('-1')
  await banditInitiative.blur()
  await st.page.getByTestId('crash-attacker').click()
  await st.page.getByTestId(`crash-attacker-character-${hero.id}`).click()
  await st.page.getByTestId('crash-submit').click()
  await sees(
    card(player.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-crash`),
    'Crashed by Swift Lotus',
  )
  await showsValue(
    card(player.page, 'character', hero.id).getByTestId(
      `combat-card-character-${hero.id}-initiative`,
    ),
    '15',
  )
  assert.deepEqual(await combatOrder(player.page), ['Swift Lotus', 'Bandit Chief'])
  await screenshot(player.page, 'chronicle-combat-crash-player')

  // Three turns in crash reset the bandit to 3 Initiative.
  for (let turn = 1; turn <= 3; turn += 1) {
    const acted = card(st.page, 'qc', bandit.id).getByTestId(`combat-card-qc-${bandit.id}-acted`)
    await acted.check()
    if (turn < 3) {
      await sees(card(player.page, 'qc', bandit.id), `turn ${turn} of 3`)
      await st.page.getByTestId('combat-next-round').click()
      await card(st.page, 'qc', bandit.id).and(st.page.locator('[data-acted="false"]')).waitFor()
    }
  }
  await card(player.page, 'qc', bandit.id)
    .and(player.page.locator('[data-crashed="false"]'))
    .waitFor()
  assert.equal(
    await card(player.page, 'qc', bandit.id)
      .getByTestId(`combat-card-qc-${bandit.id}-initiative`)
      .inputValue(),
    '3',
  )

  // The storyteller fields a numbered copy of the bandit; the player sees it arrive.
  await st.page.getByTestId('combat-add-actor').click()
  await st.page.getByTestId('add-combat-actor-select').click()
  await st.page.getByTestId(`add-combat-actor-option-qcs-${bandit.id}`).click()
  await st.page.getByTestId('add-combat-actor-submit').click()
  await sees(player.page.getByTestId('combat-out'), 'Bandit Chief #1')

  // Remove from combat, then end combat for everyone; the storyteller can undo the end.
  await card(player.page, 'character', hero.id)
    .getByTestId(`combat-card-character-${hero.id}-leave`)
    .click()
  await outCard(st.page, 'character', hero.id).waitFor({ timeout: 15_000 })
  await joinBattle(player.page, 'character', hero.id, 2)
  await st.page.getByTestId('combat-end').click()
  await st.page.getByTestId('end-combat-dialog-confirm').click()
  await sees(player.page.getByTestId('combat-status'), 'No characters are in combat')
  await st.page.getByTestId('undo-button').click()
  await card(player.page, 'qc', bandit.id).waitFor({ timeout: 15_000 })
  await card(player.page, 'character', hero.id).waitFor({ timeout: 15_000 })

  await st.context.close()
  await player.context.close()
})

test('a filled combat of ten: every tab in both themes and at phone size', async () => {
  const st = await seat(app, 'Storyteller Two')
  const players = [await seat(app, 'Aiko'), await seat(app, 'Bram')]
  const chronicle = await chronicleOf(st, players, 'The Long Night at Nexus')
  await api(st.page, 'PATCH', `/chronicles/${chronicle.id}`, {
    chronicle: { notes: 'Session 4: the Guild warehouse.\nThe Bronze Faction is watching.' },
  })
  const heroes = [
    await itemIn(players[0]!, chronicle.id, 'characters', {
      name: 'Ember of the Ninth Gate',
      type: 'SolarCharacter',
      caste: 'Dawn',
      anima_level: 3,
      damage_lethal: 2,
    }),
    await itemIn(players[1]!, chronicle.id, 'characters', {
      name: 'Quiet Tide',
      type: 'DragonbloodCharacter',
      caste: 'Water',
      damage_bashing: 3,
    }),
    await itemIn(players[0]!, chronicle.id, 'characters', { name: 'Old Pell', type: 'Character' }),
  ]
  const qcs = [
    await itemIn(st, chronicle.id, 'qcs', { name: 'Guild Enforcer', evasion: 3, parry: 4 }),
    await itemIn(st, chronicle.id, 'qcs', {
      name: 'Bronze Sorcerer',
      motes_personal_total: 20,
      motes_personal_current: 12,
      hidden: true,
    }),
  ]
  const bands = [
    await itemIn(st, chronicle.id, 'battlegroups', { name: 'Warehouse Guards', size: 2 }),
    await itemIn(players[1]!, chronicle.id, 'battlegroups', { name: 'Tide Marines', drill: 2 }),
  ]
  const actors: { id: number }[] = []
  for (const number of [1, 2, 3]) {
    actors.push(
      await api(st.page, 'POST', '/combat_actors', {
        actor_type: 'qc',
        actor_id: qcs[0]!.id,
        chronicle_id: chronicle.id,
        name: `Guild Enforcer #${number}`,
        willpower_temporary: 3,
      }),
    )
  }
  const fighters: [string, number, number][] = [
    ['character', heroes[0]!.id, 9],
    ['character', heroes[1]!.id, 6],
    ['character', heroes[2]!.id, 3],
    ['qc', qcs[0]!.id, 6],
    ['qc', qcs[1]!.id, 8],
    ['battlegroup', bands[0]!.id, 2],
    ['battlegroup', bands[1]!.id, 4],
    ['combat_actor', actors[0]!.id, 5],
    ['combat_actor', actors[1]!.id, 1],
  ]
  for (const [type, id, successes] of fighters) {
    await api(st.page, 'POST', `/chronicles/${chronicle.id}/combat/join_battle`, {
      combatant: { type, id },
      successes,
    })
  }
  await api(st.page, 'POST', `/chronicles/${chronicle.id}/combat/acted`, {
    combatant: { type: 'character', id: heroes[0]!.id },
    acted: true,
  })
  await api(st.page, 'POST', `/chronicles/${chronicle.id}/combat/initiative`, {
    combatant: { type: 'combat_actor', id: actors[1]!.id },
    initiative: -2,
    attacker: { type: 'character', id: heroes[0]!.id },
  })

  await openChronicle(st.page, app.url, chronicle.id, 'combat')
  await st.page.getByTestId('combat-in').locator('article').nth(8).waitFor()
  assert.equal(await st.page.getByTestId('combat-in').locator('article').count(), 9)
  await screenshotEverywhere(st.page, 'chronicle-combat')
  // A member sees the same fight, without the storyteller's hidden sorcerer.
  const member = players[1]!.page
  await openChronicle(member, app.url, chronicle.id, 'combat')
  await member.getByTestId('combat-in').locator('article').nth(7).waitFor()
  assert.equal(await member.getByTestId('combat-in').locator('article').count(), 8)
  await screenshot(member, 'chronicle-combat-member-desktop-light')

  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  await screenshotEverywhere(st.page, 'chronicle-characters')
  await openChronicle(st.page, app.url, chronicle.id, 'details')
  await screenshotEverywhere(st.page, 'chronicle-details')

  await st.context.close()
  for (const player of players) await player.context.close()
})
