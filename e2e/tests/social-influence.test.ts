// Issue 38, part 5: a player persuades the storyteller's QC from the sheet, naming one of its
// Intimacies; the server rolls against its Resolve lowered by that Intimacy and the table sees
// the outcome live in the chronicle's roll log.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, screenshot, useApp } from '../src/harness.ts'
import { openSheet } from './character-support.ts'
import { chronicleOf, itemIn, live, seat, sees } from './chronicle-support.ts'
import { choose } from './sheet-support.ts'
import { assertAccessible } from './shell-support.ts'

const app = useApp()

test('a social roll against a QC’s Resolve with one of its Intimacies, seen live by the storyteller', async () => {
  const st = await seat(app, 'Influence Storyteller')
  const player = await seat(app, 'Influence Player')
  const chronicle = await chronicleOf(st, [player], 'Gates of Nexus')
  const guard = await itemIn(st, chronicle.id, 'qcs', {
    name: 'Gate Guard',
    resolve: 3,
    guile: 2,
    willpower_temporary: 2,
    ties: [{ id: 'cap01', subject: 'His captain (respect)', rating: 2 }],
    actions: [{ action: 'Read Intentions', pool: 5 }],
  })
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Ash Tongue',
    type: 'SolarCharacter',
    caste: 'Eclipse',
    attr_charisma: 4,
    abil_presence: 3,
  })

  await st.page.goto(`${app.url}/chronicles/${chronicle.id}/rolls`)
  await st.page.getByTestId('chronicle-rolls-tab').waitFor({ timeout: 60_000 })
  await live(st.page)

  await openSheet(player.page, app.url, hero.id)
  await player.page.getByTestId('social-roll').click()
  const dialog = 'social-roll-dialog'
  await player.page.getByTestId(`${dialog}-submit`).waitFor()
  await choose(player.page, `${dialog}-target`, `social-target-qc-${guard.id}`)
  await choose(player.page, `${dialog}-intimacy`, 'social-intimacy-cap01')
  await sees(
    player.page.getByTestId(`${dialog}-difficulty`),
    'Difficulty 1: Resolve 3 − 2 Major Intimacy supports: His captain (respect)',
  )
  await player.page.waitForTimeout(300)
  await screenshot(player.page, 'social-roll-dialog')
  await assertAccessible(player.page, 'the social roll dialog')
  await player.page.getByTestId(`${dialog}-submit`).click()
  const outcome = player.page.getByTestId(`${dialog}-result-influence`)
  await sees(outcome, 'Persuade Gate Guard against Resolve 1 (helped by His captain (respect))')
  await screenshot(player.page, 'social-roll-result')

  // The server's roll: seven dice (Charisma 4 + Presence 3), against the guard's Resolve.
  const [roll] = (await api(st.page, 'GET', `/chronicles/${chronicle.id}/rolls`)) as {
    id: number
    dice: number[]
    successes: number
    influence: { difficulty: number; succeeded: boolean; target_name: string }
  }[]
  assert.ok(roll)
  assert.equal(roll.dice.length, 7)
  assert.equal(roll.influence.target_name, 'Gate Guard')
  assert.equal(roll.influence.difficulty, 1)
  assert.equal(roll.influence.succeeded, roll.successes >= 1)
  await sees(
    st.page.getByTestId(`roll-${roll.id}-outcome-influence`),
    roll.influence.succeeded ? 'succeeds' : 'fails',
  )
  await screenshot(st.page, 'social-roll-log')

  // In the chronicle, the storyteller's QC reads the hero's intentions against his Guile.
  await st.page.goto(`${app.url}/qcs/${guard.id}`)
  await st.page.getByTestId('social-roll').click()
  await st.page.getByTestId(`${dialog}-submit`).waitFor()
  await choose(st.page, `${dialog}-action`, 'social-action-read_intentions')
  await choose(st.page, `${dialog}-target`, `social-target-character-${hero.id}`)
  // A new Solar's Guile: (Manipulation 1 + Socialize 0) / 2, rounded up = 1.
  await sees(st.page.getByTestId(`${dialog}-difficulty`), 'Difficulty 1: Guile 1')
  await st.page.getByTestId(`${dialog}-submit`).click()
  await sees(
    st.page.getByTestId(`${dialog}-result-influence`),
    'Read Intentions Ash Tongue against Guile 1',
  )
  const [read] = (await api(st.page, 'GET', `/chronicles/${chronicle.id}/rolls`)) as {
    dice: number[]
  }[]
  assert.equal(read?.dice.length, 5)
  await screenshot(st.page, 'social-roll-qc-result')
})
