import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, PHONE, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, gone, itemIn, live, openChronicle, seat, sees } from './chronicle-support.ts'

const app = useApp()

test('the storyteller awards experience to two characters, whose sheets follow live; the log tells each reader what they may see', async () => {
  const st = await seat(app, 'Sela')
  const ana = await seat(app, 'Ana')
  const brin = await seat(app, 'Brin')
  const chronicle = await chronicleOf(st, [ana, brin], 'Embers of the Sun')
  const dawn = await itemIn(ana, chronicle.id, 'characters', {
    name: 'Dawn',
    type: 'SolarCharacter',
  })
  const tam = await itemIn(brin, chronicle.id, 'characters', { name: 'Tam', type: 'Character' })
  await itemIn(ana, chronicle.id, 'characters', { name: 'Mask', type: 'Character', hidden: true })

  // Each player watches their own character's experience.
  for (const [who, character] of [
    [ana, dawn],
    [brin, tam],
  ] as const) {
    await who.page.goto(`${app.url}/characters/${character.id}/bio`)
    await who.page.getByTestId('bio-xp-totals').waitFor({ timeout: 60_000 })
    await live(who.page)
    await sees(who.page.getByTestId('bio-xp-totals'), 'Earned: 0, Spent: 0, Remaining: 0')
  }

  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  await st.page.getByTestId('st-controls-toggle').click()
  await st.page.getByTestId('st-award-experience').click()
  const dialog = st.page.getByTestId('award-experience-dialog')
  await dialog.getByTestId(`award-experience-dialog-character-${dawn.id}`).check()
  await dialog.getByTestId(`award-experience-dialog-character-${tam.id}`).check()
  await dialog.getByTestId('award-experience-dialog-amount').fill('5')
  await dialog.getByTestId('award-experience-dialog-reason').fill('Escaped the Realm')
  await screenshot(st.page, 'session-log-award-dialog')
  await dialog.getByTestId('award-experience-dialog-submit').click()
  await gone(dialog)

  for (const who of [ana, brin]) {
    await sees(who.page.getByTestId('bio-xp-totals'), 'Earned: 5, Spent: 0, Remaining: 5')
    await sees(who.page.getByTestId('bio-xp'), 'Award: Escaped the Realm')
  }
  await screenshot(ana.page, 'session-log-award-on-ana-sheet')

  await api(brin.page, 'POST', `/chronicles/${chronicle.id}/rolls`, {
    roll: { dice: 6, label: 'Tam reads the omens' },
  })

  await st.page.goto(`${app.url}/chronicles/${chronicle.id}/log`)
  const stLog = st.page.getByTestId('session-log')
  await stLog.waitFor({ timeout: 60_000 })
  await sees(stLog, 'Ana joined')
  await sees(stLog, 'Dawn was awarded 5 experience: Escaped the Realm')
  await sees(stLog, 'Tam was awarded 5 experience: Escaped the Realm')
  await sees(stLog, /Brin rolled “Tam reads the omens”: \d+ success/)
  await sees(stLog, 'Mask was added to the chronicle')
  await screenshot(st.page, 'session-log-storyteller')

  await brin.page.goto(`${app.url}/chronicles/${chronicle.id}/log`)
  const brinLog = brin.page.getByTestId('session-log')
  await brinLog.waitFor({ timeout: 60_000 })
  await live(brin.page)
  await sees(brinLog, 'Ana joined')
  await sees(brinLog, 'Dawn was awarded 5 experience')
  await sees(brinLog, /Brin rolled “Tam reads the omens”/)
  await sees(brinLog, 'Dawn was added to the chronicle')
  assert.equal(
    await brinLog.getByText('Mask').count(),
    0,
    'a hidden character’s line shows to Brin',
  )

  // A public roll made now reaches the open log live, newest first.
  await api(st.page, 'POST', `/chronicles/${chronicle.id}/rolls`, {
    roll: { dice: 3, label: 'The Realm answers' },
  })
  await sees(brinLog.locator('li').first(), /Sela rolled “The Realm answers”/)
  await screenshot(brin.page, 'session-log-player')
  // On a phone the header's tabs scroll and the log keeps its lines readable.
  await brin.page.setViewportSize(PHONE)
  await brin.page.getByTestId('chronicle-tab-log').scrollIntoViewIfNeeded()
  await screenshot(brin.page, 'session-log-player-phone')

  for (const who of [st, ana, brin]) await who.context.close()
})
