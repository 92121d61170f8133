// Journeys 17, 22 and 23 (ui.md §15): create, invite and join; kick and leave; delete the
// chronicle. Each storyteller's change is checked in the players' browsers, live, and back.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { typeInChronicleDialog } from '../src/chronicle-dialogs.ts'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, gone, itemIn, openChronicle, seat, sees } from './chronicle-support.ts'

const app = useApp()

test('create, invite with a copied code, join (a wrong code says so), disable and renew the code', async () => {
  const st = await seat(app, 'Sena the Storyteller')
  const player = await seat(app, 'Pell')
  const latecomer = await seat(app, 'Latecomer')

  await typeInChronicleDialog(st.page, 'create', 'Ashes of Thorns')
  await st.page.getByTestId('create-chronicle-dialog-submit').click()
  await st.page.waitForURL(/\/chronicles\/\d+$/)
  const id = Number(new URL(st.page.url()).pathname.split('/').at(-1))
  await st.page.getByTestId('chronicle-characters-tab').waitFor()

  await st.page.getByTestId('chronicle-tab-details').click()
  await st.page.getByTestId('invite-player').click()
  const code = (await st.page.getByTestId('invite-code').textContent())?.trim() ?? ''
  assert.match(code, /^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/)
  await st.page.getByTestId('invite-copy').click()
  await sees(st.page.getByTestId('invite-copy-status'), 'Copied! ✓')
  assert.equal(await st.page.evaluate(() => navigator.clipboard.readText()), code)
  await screenshot(st.page, 'chronicle-invite-dialog')

  // A wrong code is refused in words; the right one lands the player on the chronicle.
  await typeInChronicleDialog(player.page, 'join', 'WrongCodeWrongCodeWrong1')
  await player.page.getByTestId('join-chronicle-dialog-submit').click()
  await sees(player.page.getByTestId('join-chronicle-dialog'), 'No chronicle has that invite code')
  await player.page.getByTestId('join-chronicle-dialog-input').fill(code)
  await player.page.getByTestId('join-chronicle-dialog-submit').click()
  await player.page.waitForURL(new RegExp(`/chronicles/${id}$`))
  await player.page.getByTestId('chronicle-characters-tab').waitFor()
  // The storyteller sees the new player arrive, without reloading.
  await sees(st.page.getByTestId('chronicle-players'), 'Pell')
  await sees(st.page.getByTestId(`drawer-chronicle-${id}`), '1 Player')

  // Disabled invitations keep the latecomer out; a new code lets them in.
  await st.page.getByTestId('invite-disable').click()
  await st.page.getByTestId('invite-closed').waitFor()
  const refused = await latecomer.page.evaluate(async (invite) => {
    const response = await fetch('/api/v1/chronicles/join', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('jwt')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ invite_code: invite }),
    })
    return response.status
  }, code)
  assert.equal(refused, 404)
  await st.page.getByTestId('invite-regenerate').click()
  await st.page.getByTestId('invite-code').waitFor()
  const renewed = (await st.page.getByTestId('invite-code').textContent())?.trim() ?? ''
  assert.notEqual(renewed, code)
  await st.page.getByTestId('invite-close').click()
  await typeInChronicleDialog(latecomer.page, 'join', renewed)
  await latecomer.page.getByTestId('join-chronicle-dialog-submit').click()
  await latecomer.page.waitForURL(new RegExp(`/chronicles/${id}$`))
  await sees(st.page.getByTestId('chronicle-players'), 'Latecomer')
  // Players see each other come in, live, too.
  await openChronicle(player.page, app.url, id, 'details')
  await sees(player.page.getByTestId('chronicle-players'), 'Latecomer')
  assert.equal(await player.page.getByTestId('invite-player').count(), 0)

  // The storyteller renames the chronicle and writes notes; the player's page follows.
  await openChronicle(st.page, app.url, id, 'details')
  await st.page.getByTestId('chronicle-name-field').fill('Ashes of Thorns, Second Book')
  await st.page.getByTestId('chronicle-notes-field').fill('We meet on Fridays.')
  await st.page.getByTestId('chronicle-notes-field').blur()
  await sees(player.page.getByRole('heading', { level: 1 }), 'Ashes of Thorns, Second Book')
  await sees(player.page.getByTestId('chronicle-notes'), 'We meet on Fridays.')
  if ((await player.page.getByTestId(`drawer-chronicle-${id}`).count()) === 0) {
    await player.page.getByTestId('drawer-chronicles').click()
  }
  await sees(player.page.getByTestId(`drawer-chronicle-${id}`), 'Ashes of Thorns, Second Book')
  assert.equal(await player.page.getByTestId('chronicle-name-field').count(), 0)

  for (const person of [st, player, latecomer]) await person.context.close()
})

test('the storyteller removes a player (warned they can rejoin), and a player leaves', async () => {
  const st = await seat(app, 'Kick Storyteller')
  const kicked = await seat(app, 'Rowdy')
  const leaver = await seat(app, 'Wanderer')
  const chronicle = await chronicleOf(st, [kicked, leaver], 'Salt and Iron')
  const rowdyHero = await itemIn(kicked, chronicle.id, 'characters', { name: 'Rowdy Blade' })
  const wandererHero = await itemIn(leaver, chronicle.id, 'characters', { name: 'Far Walker' })
  await openChronicle(st.page, app.url, chronicle.id, 'details')
  await openChronicle(kicked.page, app.url, chronicle.id, 'characters')
  await kicked.page.getByTestId('drawer-chronicles').click()
  await kicked.page.getByTestId(`drawer-chronicle-${chronicle.id}`).waitFor()

  const me = await api(kicked.page, 'GET', '/players')
  await st.page.getByTestId(`kick-player-${me.id}`).click()
  await st.page.getByTestId('remove-player-rejoin-warning').waitFor()
  await screenshot(st.page, 'chronicle-remove-player-dialog')
  await st.page.getByTestId('remove-player-dialog-confirm').click()
  await gone(st.page.getByTestId(`chronicle-player-${me.id}`))
  // On the removed player's side the chronicle leaves the drawer and the page, live.
  await gone(kicked.page.getByTestId(`drawer-chronicle-${chronicle.id}`))
  await kicked.page.waitForURL(/\/content$/, { timeout: 15_000 })
  // Their character is back in no chronicle.
  const rowdy = await api(kicked.page, 'GET', `/characters/${rowdyHero.id}`)
  assert.equal(rowdy.chronicle_id, null)
  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  await gone(st.page.getByTestId(`chronicle-card-character-${rowdyHero.id}`))

  // A player leaves on their own, after confirming; the storyteller sees them go.
  await openChronicle(leaver.page, app.url, chronicle.id, 'details')
  await leaver.page.getByTestId('leave-chronicle').click()
  await leaver.page.getByTestId('leave-chronicle-dialog-confirm').click()
  await leaver.page.waitForURL(/\/content$/, { timeout: 15_000 })
  await gone(st.page.getByTestId(`chronicle-card-character-${wandererHero.id}`))
  const walker = await api(leaver.page, 'GET', `/characters/${wandererHero.id}`)
  assert.equal(walker.chronicle_id, null)
  await leaver.page.getByTestId('drawer-chronicles').click()
  assert.equal(await leaver.page.getByTestId(`drawer-chronicle-${chronicle.id}`).count(), 0)

  for (const person of [st, kicked, leaver]) await person.context.close()
})

test('deleting a chronicle returns every item to its owner and moves everyone off its page', async () => {
  const st = await seat(app, 'Ending Storyteller')
  const player = await seat(app, 'Last Player')
  const chronicle = await chronicleOf(st, [player], 'Short Campaign')
  const hero = await itemIn(player, chronicle.id, 'characters', { name: 'Lone Survivor' })
  const qc = await itemIn(st, chronicle.id, 'qcs', { name: 'Final Foe' })
  await openChronicle(player.page, app.url, chronicle.id, 'characters')
  await player.page.getByTestId(`chronicle-card-character-${hero.id}`).waitFor()
  await openChronicle(st.page, app.url, chronicle.id, 'details')

  await st.page.getByTestId('delete-chronicle').click()
  await st.page.getByTestId('delete-chronicle-dialog-confirm').click()
  await st.page.waitForURL(/\/content$/, { timeout: 15_000 })
  await player.page.waitForURL(/\/content$/, { timeout: 15_000 })
  await player.page.getByTestId('drawer-chronicles').click()
  assert.equal(await player.page.getByTestId(`drawer-chronicle-${chronicle.id}`).count(), 0)
  assert.equal((await api(player.page, 'GET', `/characters/${hero.id}`)).chronicle_id, null)
  assert.equal((await api(st.page, 'GET', `/qcs/${qc.id}`)).chronicle_id, null)
  await screenshot(player.page, 'chronicle-deleted-player-lands-on-content')

  for (const person of [st, player]) await person.context.close()
})

test('a player who joins sees the chronicle’s characters at once, without reloading', async () => {
  const st = await seat(app, 'Welcoming Storyteller')
  const member = await seat(app, 'Early Bird')
  const newcomer = await seat(app, 'Newcomer')
  const chronicle = await chronicleOf(st, [member], 'Open Doors')
  const character = await itemIn(member, chronicle.id, 'characters', { name: 'Early Bird’s Hero' })
  const qc = await itemIn(st, chronicle.id, 'qcs', { name: 'Gatekeeper' })

  await typeInChronicleDialog(newcomer.page, 'join', chronicle.invite_code)
  await newcomer.page.getByTestId('join-chronicle-dialog-submit').click()
  await newcomer.page.waitForURL(new RegExp(`/chronicles/${chronicle.id}$`))
  await newcomer.page.getByTestId(`chronicle-card-character-${character.id}`).waitFor()
  await newcomer.page.getByTestId(`chronicle-card-qc-${qc.id}`).waitFor()
  await screenshot(newcomer.page, 'chronicle-just-joined')

  for (const person of [st, member, newcomer]) await person.context.close()
})
