// Journey: the chronicle's journal. The storyteller writes a handout to one player in the
// editor (session, date, chosen player, Markdown); that player sees it appear live and reads
// it rendered, unsafe link dropped; another player never sees it, live or after a reload, and
// fetching it by id answers 404; a player adds their own entry for everyone, which reaches the
// table live; the search finds entries by their text. Screenshots at desktop and phone sizes.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, live, seat, sees } from './chronicle-support.ts'
import { assertAccessible, screenshotDialog, screenshotEverywhere } from './shell-support.ts'

const app = useApp()

async function openJournal(page: Page, chronicleId: number) {
  await page.goto(`${app.url}/chronicles/${chronicleId}/journal`)
  await page.getByTestId('chronicle-journal-tab').waitFor({ timeout: 60_000 })
  await live(page)
}

/** The status a GET of `path` answers this page's player (api() fails on anything but 2xx). */
function statusOf(page: Page, path: string): Promise<number> {
  return page.evaluate(async (target) => {
    const response = await fetch(`/api/v1${target}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` },
    })
    return response.status
  }, path)
}

async function chooseVisibility(page: Page, visibility: 'everyone' | 'storyteller' | 'chosen') {
  await page.getByTestId('journal-editor-visibility').click()
  await page.getByTestId(`journal-visibility-${visibility}`).click()
}

test('the storyteller hands out an entry to one player, live to them alone; a player adds their own', async () => {
  const st = await seat(app, 'Stella')
  const pavel = await seat(app, 'Pavel')
  const mira = await seat(app, 'Mira')
  const chronicle = await chronicleOf(st, [pavel, mira], 'Letters of Nexus')
  const pavelId = (await api(pavel.page, 'GET', '/players')).id
  for (const { page } of [st, pavel, mira]) await openJournal(page, chronicle.id)
  await mira.page.getByTestId('journal-empty').waitFor()

  // The storyteller writes the handout in the editor.
  await st.page.getByTestId('journal-new').click()
  await st.page.getByTestId('journal-editor-title').fill('Letter from the Dowager')
  await st.page.getByTestId('journal-editor-session').fill('4')
  await st.page.getByTestId('journal-editor-date').fill('2026-11-20')
  await chooseVisibility(st.page, 'chosen')
  await st.page.getByTestId(`journal-choose-${pavelId}`).check()
  await st.page
    .getByTestId('journal-editor-body')
    .fill(
      '**Burn** this after reading.\n\n- the Jade Tomb lies east\n- [a trap](javascript:alert(1))',
    )
  await assertAccessible(st.page, 'the journal editor')
  await screenshotDialog(st.page, 'journal-editor-handout')
  await st.page.getByTestId('journal-editor-submit').click()
  const view = st.page.getByTestId('journal-entry-view')
  await view.waitFor()
  await sees(view, 'Chosen players: Pavel')
  await screenshotDialog(st.page, 'journal-entry-view')
  await assertAccessible(st.page, 'a journal entry')
  await st.page.getByTestId('journal-entry-view-close').click()

  // Pavel sees it arrive live and reads it rendered, without the unsafe link.
  const card = pavel.page.locator('[data-testid^="journal-entry-"]').filter({
    hasText: 'Letter from the Dowager',
  })
  await card.first().waitFor({ timeout: 15_000 })
  // The date reads in the browser's own way ("Nov 20, 2026" here).
  await sees(card, /Session 4 · .*20.*2026 · by Stella/)
  await card.first().click()
  const body = pavel.page.getByTestId('journal-entry-view-body')
  await body.locator('strong', { hasText: 'Burn' }).waitFor()
  assert.equal(await body.locator('a[href^="javascript"]').count(), 0)
  await screenshotDialog(pavel.page, 'journal-handout-read')
  await pavel.page.getByTestId('journal-entry-view-close').click()

  // Mira never sees it: not live, not after a reload, and not by its id.
  const entries = await api<{ id: number; title: string }[]>(
    st.page,
    'GET',
    `/chronicles/${chronicle.id}/journal`,
  )
  const handout = entries.find((entry) => entry.title === 'Letter from the Dowager')
  assert.ok(handout)
  await mira.page.reload()
  await mira.page.getByTestId('chronicle-journal-tab').waitFor()
  await mira.page.getByTestId('journal-empty').waitFor()
  assert.equal(await mira.page.getByTestId(`journal-entry-${handout.id}`).count(), 0)
  assert.equal(await statusOf(mira.page, `/chronicles/${chronicle.id}/journal/${handout.id}`), 404)
  assert.equal(await statusOf(pavel.page, `/chronicles/${chronicle.id}/journal/${handout.id}`), 200)
  await live(mira.page)

  // Pavel adds his own entry for everyone; it reaches Mira and the storyteller live.
  await pavel.page.getByTestId('journal-new').click()
  await pavel.page.getByTestId('journal-editor-title').fill('What Pavel remembers')
  await chooseVisibility(pavel.page, 'everyone')
  assert.equal(await pavel.page.getByTestId('journal-visibility-chosen').count(), 0)
  await pavel.page.getByTestId('journal-editor-body').fill('The dragon spoke of *three* gates.')
  await pavel.page.getByTestId('journal-editor-submit').click()
  await pavel.page.getByTestId('journal-entry-view').waitFor()
  await pavel.page.getByTestId('journal-entry-view-close').click()
  for (const page of [mira.page, st.page]) {
    await sees(page.getByTestId('journal-list'), 'What Pavel remembers')
  }
  await sees(mira.page.getByTestId('journal-list'), 'by Pavel')
  assert.equal(
    await mira.page.getByTestId('journal-list').getByText('Letter from the Dowager').count(),
    0,
  )
  await screenshotEverywhere(st.page, 'journal-list')
  await assertAccessible(st.page, 'the journal tab')

  // The search finds entries by their text.
  await st.page.getByTestId('journal-search').fill('GATES')
  await st.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="journal-list"] > li').length === 1,
  )
  await sees(st.page.getByTestId('journal-list'), 'What Pavel remembers')
  await screenshot(st.page, 'journal-search')
})
