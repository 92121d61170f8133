// Journey: a craft project finished with one roll on the server's dice (issue 38). A player
// begins a major project on the sheet's Bio section and rolls Intelligence + Craft; the
// storyteller's open copy of the sheet shows it finished, with the craft experience it earned.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, itemIn, live, seat, sees } from './chronicle-support.ts'

const app = useApp()

async function openBio(page: Page, id: number) {
  await page.goto(`${app.url}/characters/${id}/bio`)
  await page.getByTestId('block-crafting').waitFor({ timeout: 60_000 })
  await live(page)
}

test('a major project is rolled to success; the storyteller sees the craft XP it earned live', async () => {
  const st = await seat(app, 'Stella')
  const player = await seat(app, 'Pavel')
  const chronicle = await chronicleOf(st, [player], 'Forges of Nexus')
  const smith = await itemIn(player, chronicle.id, 'characters', {
    name: 'Berrin the Smith',
    attr_intelligence: 1,
    abil_craft: [{ craft: 'Weapons', rating: 1 }],
  })

  await openBio(player.page, smith.id)
  await openBio(st.page, smith.id)
  await player.page.getByTestId('craft-project-add').click()
  const form = player.page.getByTestId('craft-project-dialog')
  await form.getByTestId('craft-project-dialog-name').fill('A jade sword')
  await form.getByTestId('craft-project-dialog-category').click()
  await player.page.getByTestId('craft-project-dialog-category-major').click()
  await form.getByTestId('craft-project-dialog-difficulty').fill('1')
  await form.getByTestId('craft-project-dialog-objectives').fill('2')
  await form.getByTestId('craft-project-dialog-submit').click()
  const [project] = (
    await api<{ craft_projects: { id: string }[] }>(player.page, 'GET', `/characters/${smith.id}`)
  ).craft_projects
  assert.ok(project, 'the project was saved')
  const testId = `craft-project-${project.id}`
  await sees(st.page.getByTestId(`${testId}-progress`), '0/1 successes')
  await sees(st.page.getByTestId('crafting-slots'), 'major 1/3')

  // Two dice (Intelligence 1 + Craft (Weapons) 1) and four automatic successes: exceptional.
  await player.page.getByTestId(`${testId}-roll`).click()
  const dialog = player.page.getByTestId('trait-roll-dialog')
  await dialog.waitFor()
  await sees(dialog.getByTestId('trait-roll-dialog-pool'), 'Pool: 2 dice')
  for (let step = 0; step < 4; step += 1) {
    await dialog.getByTestId('trait-roll-dialog-extra-successes-step-plus1').click()
  }
  await dialog.getByTestId('trait-roll-dialog-submit').click()
  await dialog.getByTestId('trait-roll-dialog-result').waitFor()
  await dialog.getByTestId('trait-roll-dialog-close').click()

  for (const page of [player.page, st.page]) {
    await sees(page.getByTestId(`${testId}-outcome`), 'Success')
    await sees(page.getByTestId(`${testId}-reward`), 'Earned 2 silver, 6 gold craft XP')
    await sees(page.getByTestId('crafting-xp'), 'Craft XP: 2 silver, 6 gold, 0 white')
    await sees(page.getByTestId('crafting-slots'), 'major 0/3')
  }
  assert.equal(await player.page.getByTestId(`${testId}-roll`).count(), 0)
  await screenshot(player.page, 'crafting-success-player')
  await screenshot(st.page, 'crafting-success-storyteller')
})
