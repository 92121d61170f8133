// Journey (issue 38): a grapple resolved by Loom from the initiative tracker, the storyteller
// and a player in two browsers. The storyteller's wrestler lands a grapple gambit on the
// player's hero; both cards show the hold and the rounds of control live; the wrestler savages
// in the first round and restrains in the second, each spending control as the cards follow;
// the restrained hero may not escape until the wrestler acts again, then tries; the grapple
// ends everywhere. Both cards show the grapple's −2 Defence, the hero's its die less on attacks.
// Screenshots of the gambit, the grapple dialog and the cards.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, useApp } from '../src/harness.ts'
import { chronicleOf, gone, itemIn, openChronicle, seat, sees } from './chronicle-support.ts'
import { choose } from './sheet-support.ts'
import { screenshotEverywhere, settleTransitions } from './shell-support.ts'

const app = useApp()

const card = (page: Page, kind: string, id: number) => page.getByTestId(`combat-card-${kind}-${id}`)

/** The rounds of control the controller's card shows, once it shows the hold. */
async function roundsShown(page: Page, id: number): Promise<number> {
  const chip = page.getByTestId(`combat-card-qc-${id}-grappling`)
  await chip.waitFor({ timeout: 15_000 })
  return Number(await chip.getAttribute('data-rounds'))
}

/** Waits until the controller's card in `page` shows `rounds` rounds of control. */
async function showsRounds(page: Page, id: number, rounds: number) {
  await page
    .locator(`[data-testid="combat-card-qc-${id}-grappling"][data-rounds="${rounds}"]`)
    .waitFor({ timeout: 15_000 })
}

test('a grapple gambit, two rounds of control spent on savage and restrain, and the escape, live in two browsers', async () => {
  const st = await seat(app, 'Storyteller')
  const ayla = await seat(app, 'Ayla')
  const chronicle = await chronicleOf(st, [ayla], 'Iron Embrace')
  const hero = await itemIn(ayla, chronicle.id, 'characters', {
    name: 'Ayla Swift',
    type: 'SolarCharacter',
    caste: 'Dawn',
  })
  // A wrestler whose 20-die control roll always outlasts a hero of Strength 1 and no Brawl.
  const wrestler = await itemIn(st, chronicle.id, 'qcs', {
    name: 'Wrestler',
    grapple_control: 20,
  })
  const grip = await api(st.page, 'POST', `/qcs/${wrestler.id}/qc_attacks`, {
    name: 'Grip',
    pool: 14,
    damage: 3,
  })
  for (const [type, id, successes] of [
    ['qc', wrestler.id, 20],
    ['character', hero.id, 4],
  ] as const) {
    await api(st.page, 'POST', `/chronicles/${chronicle.id}/combat/join_battle`, {
      combatant: { type, id },
      successes,
    })
  }
  for (const one of [st, ayla]) await openChronicle(one.page, app.url, chronicle.id, 'combat')
  for (const one of [st, ayla]) await card(one.page, 'qc', wrestler.id).waitFor()

  // The grapple gambit: a decisive attack whose Initiative roll meets difficulty 2, then control.
  await card(st.page, 'qc', wrestler.id).getByTestId(`combat-card-qc-${wrestler.id}-attack`).click()
  await st.page.getByTestId('attack-dialog').waitFor()
  await choose(st.page, 'attack-dialog-target', `attack-dialog-target-character-${hero.id}`)
  await choose(st.page, 'attack-dialog-weapon', `attack-dialog-weapon-${grip.id}`)
  await st.page.getByTestId('attack-dialog-kind-decisive').click()
  await choose(st.page, 'attack-dialog-gambit', 'attack-dialog-gambit-grapple')
  await sees(
    st.page.getByTestId('attack-dialog-damage'),
    'On a hit: 23 dice of Initiative against difficulty 2, then the control roll; costs 3 Initiative.',
  )
  await settleTransitions(st.page)
  await screenshotEverywhere(st.page, 'combat-grapple-gambit')
  await st.page.getByTestId('attack-dialog-submit').click()
  const result = st.page.getByTestId('attack-dialog-result')
  await result.waitFor({ timeout: 15_000 })
  await sees(result, 'control roll of the grapple on Ayla Swift')
  await sees(result, /rounds of control/)
  await st.page.getByTestId('attack-dialog-close').click()

  const rounds = await roundsShown(st.page, wrestler.id)
  assert.ok(rounds >= 4, `the control roll won ${rounds} rounds`)
  await showsRounds(ayla.page, wrestler.id, rounds)
  for (const one of [st, ayla]) {
    await sees(
      card(one.page, 'character', hero.id).getByTestId(`combat-card-character-${hero.id}-held`),
      'Held by Wrestler',
    )
  }
  // Both sides defend two lower while it lasts, and the one held attacks with a die less.
  for (const [one, kind, id] of [
    [st, 'qc', wrestler.id],
    [st, 'character', hero.id],
    [ayla, 'character', hero.id],
  ] as const) {
    await sees(one.page.getByTestId(`combat-card-${kind}-${id}-evasion`), 'Evasion (grappling −2)')
  }
  await sees(
    ayla.page.getByTestId(`combat-card-character-${hero.id}-held-attacks`),
    '−1 die on attacks (held)',
  )
  // The controller acts only through the grapple; the one held may try to escape.
  assert.equal(await st.page.getByTestId(`combat-card-qc-${wrestler.id}-attack`).count(), 0)
  const escapeButton = ayla.page.getByTestId(`combat-card-character-${hero.id}-escape`)
  await escapeButton.waitFor()
  assert.equal(await escapeButton.isEnabled(), true)
  await screenshotEverywhere(ayla.page, 'combat-grapple-held')

  // First round of control: the wrestler savages, an attack at Defence 0.
  await st.page.getByTestId(`combat-card-qc-${wrestler.id}-grapple`).click()
  const dialog = st.page.getByTestId('grapple-dialog')
  await dialog.waitFor()
  await sees(dialog, `Wrestler holds Ayla Swift · ${rounds} rounds of control`)
  await st.page.getByTestId('grapple-dialog-action-savage').click()
  await sees(st.page.getByTestId('grapple-dialog-explanation'), 'An attack at Defence 0')
  await settleTransitions(st.page)
  await screenshotEverywhere(st.page, 'combat-grapple-dialog')
  await st.page.getByTestId('grapple-dialog-submit').click()
  const savaged = st.page.getByTestId('grapple-dialog-result')
  await savaged.waitFor({ timeout: 15_000 })
  assert.equal(await savaged.getAttribute('data-hit'), 'true')
  await sees(savaged, 'savage with Grip on Ayla Swift')
  await sees(savaged, `rounds of control ${rounds} → ${rounds - 1}`)
  await st.page.getByTestId('grapple-dialog-close').click()
  for (const one of [st, ayla]) await showsRounds(one.page, wrestler.id, rounds - 1)

  // Second round: the wrestler restrains, two rounds of control; the hero may not escape.
  await st.page.getByTestId('combat-next-round').click()
  await st.page.getByTestId(`combat-card-qc-${wrestler.id}-grapple`).click()
  await dialog.waitFor()
  await st.page.getByTestId('grapple-dialog-action-restrain').click()
  await st.page.getByTestId('grapple-dialog-submit').click()
  await sees(
    st.page.getByTestId('grapple-dialog-result-headline'),
    `Wrestler restrains Ayla Swift. rounds of control ${rounds - 1} → ${rounds - 3}`,
  )
  await st.page.getByTestId('grapple-dialog-close').click()
  for (const one of [st, ayla]) await showsRounds(one.page, wrestler.id, rounds - 3)
  await sees(
    card(ayla.page, 'character', hero.id).getByTestId(`combat-card-character-${hero.id}-held`),
    'Held by Wrestler · restrained',
  )
  await ayla.page.waitForFunction(
    (id) =>
      (
        document.querySelector(
          `[data-testid="combat-card-character-${id}-escape"]`,
        ) as HTMLButtonElement | null
      )?.disabled === true,
    hero.id,
    { timeout: 15_000 },
  )
  await screenshotEverywhere(ayla.page, 'combat-grapple-restrained')

  // Third round: a savage frees the hero's hands for an escape, which the dice decide.
  await st.page.getByTestId('combat-next-round').click()
  await st.page.getByTestId(`combat-card-qc-${wrestler.id}-grapple`).click()
  await dialog.waitFor()
  await st.page.getByTestId('grapple-dialog-action-savage').click()
  await st.page.getByTestId('grapple-dialog-submit').click()
  await st.page.getByTestId('grapple-dialog-result').waitFor({ timeout: 15_000 })
  await st.page.getByTestId('grapple-dialog-close').click()
  await ayla.page.waitForFunction(
    (id) =>
      (
        document.querySelector(
          `[data-testid="combat-card-character-${id}-escape"]`,
        ) as HTMLButtonElement | null
      )?.disabled === false,
    hero.id,
    { timeout: 15_000 },
  )
  await escapeButton.click()
  const held = ayla.page.getByTestId('grapple-dialog')
  await held.waitFor()
  await sees(held, 'Your Strength + Brawl against the holder’s')
  await ayla.page.getByTestId('grapple-dialog-submit').click()
  const tried = ayla.page.getByTestId('grapple-dialog-result-headline')
  await sees(tried, /^(Free!|Still held)$/)
  const free = (await tried.textContent()) === 'Free!'
  await ayla.page.getByTestId('grapple-dialog-close').click()
  if (!free) {
    // Still held: the wrestler lets go.
    await st.page.getByTestId(`combat-card-qc-${wrestler.id}-grapple`).click()
    await st.page.getByTestId('grapple-dialog-action-release').click()
    await st.page.getByTestId('grapple-dialog-submit').click()
    await sees(
      st.page.getByTestId('grapple-dialog-result-headline'),
      'Wrestler releases Ayla Swift',
    )
    await st.page.getByTestId('grapple-dialog-close').click()
  }
  for (const one of [st, ayla]) {
    await gone(one.page.getByTestId(`combat-card-qc-${wrestler.id}-grappling`))
    await gone(one.page.getByTestId(`combat-card-character-${hero.id}-held`))
  }
  await card(st.page, 'qc', wrestler.id)
    .getByTestId(`combat-card-qc-${wrestler.id}-attack`)
    .waitFor()

  // The roll log tells the grapple to both: the escape on the log's newest page, and the
  // gambit (ten rolls back, past that page of six) in the log as the API pages it.
  for (const one of [st, ayla]) {
    await one.page.getByTestId('chronicle-tab-rolls').click()
    await sees(one.page.getByTestId('chronicle-rolls-tab'), 'escapes the grapple of Wrestler')
    const told = await api<{ label: string }[]>(
      one.page,
      'GET',
      `/chronicles/${chronicle.id}/rolls?limit=10`,
    )
    assert.ok(
      told.some((roll) => roll.label.includes('grapple gambit with Grip on Ayla Swift')),
      told.map((roll) => roll.label).join('\n'),
    )
  }
  await screenshotEverywhere(ayla.page, 'combat-grapple-log')
})
