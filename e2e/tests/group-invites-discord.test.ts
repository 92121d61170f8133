// Issue 36 (parts 1 and 2): the storyteller points the chronicle at a Discord webhook (here a
// loopback sink, allowed as an operator would allow it) and sends a test message the sink
// receives; a member's page and API answers never hold the URL; a player opens the invite
// link signed out and lands in the chronicle after signing in.
import assert from 'node:assert/strict'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, test } from 'node:test'
import { api, screenshot, submitDeveloperSignIn, useApp, waitForEqual } from '../src/harness.ts'
import { chronicleOf, openChronicle, seat, sees } from './chronicle-support.ts'

/** Stands in for Discord: keeps every JSON body posted to it and answers 204. */
const posted: { path: string; body: { embeds?: { title?: string }[] } }[] = []
const sink = http.createServer((request, response) => {
  let text = ''
  request.on('data', (chunk) => {
    text += chunk
  })
  request.on('end', () => {
    posted.push({ path: request.url ?? '', body: JSON.parse(text) })
    response.writeHead(204).end()
  })
})
sink.listen(0, '127.0.0.1')
await once(sink, 'listening')
const sinkOrigin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`
after(() => sink.close())

const app = useApp({}, { DISCORD_WEBHOOK_PREFIXES: `${sinkOrigin}/api/webhooks/` })

const TOKEN = 'e2e-webhook-token-Zq9'
const WEBHOOK = `${sinkOrigin}/api/webhooks/4242/${TOKEN}`

test('the storyteller sets a webhook and sends a test message; members never see the URL', async () => {
  const st = await seat(app, 'Sena the Storyteller')
  const member = await seat(app, 'Mika')
  const chronicle = await chronicleOf(st, [member], 'Tides of Discord')

  await openChronicle(st.page, app.url, chronicle.id, 'details')
  await st.page.getByTestId('discord-url-field').fill('https://evil.example/api/webhooks/1/x')
  await st.page.getByTestId('discord-url-save').click()
  await sees(st.page.getByText(/url must start with/), /url must start with/)
  await st.page.getByTestId('discord-url-field').fill(WEBHOOK)
  await st.page.getByTestId('discord-url-save').click()
  await sees(st.page.getByTestId('discord-masked-url'), `${sinkOrigin}/api/webhooks/…/…-Zq9`)
  assert.equal(await st.page.getByTestId('discord-url-field').inputValue(), '')
  await st.page.getByTestId('discord-test').click()
  await sees(st.page.getByTestId('discord-status'), 'The test message was delivered.')
  assert.deepEqual(
    posted.map((one) => [one.path, one.body.embeds?.[0]?.title]),
    [[`/api/webhooks/4242/${TOKEN}`, 'Loom is connected']],
  )
  // The member's storyteller-only roll stays at the table; their public roll is announced.
  const rolls = `/chronicles/${chronicle.id}/rolls`
  await api(member.page, 'POST', rolls, {
    roll: { dice: 3, label: 'Secret', visibility: 'storyteller' },
  })
  await api(member.page, 'POST', rolls, { roll: { dice: 3, label: 'Out loud' } })
  await waitForEqual(() => Promise.resolve(posted.length), 2)
  assert.deepEqual(
    posted.map((one) => one.body.embeds?.[0]?.title),
    ['Loom is connected', 'Out loud'],
  )
  // With public rolls turned off, the next one is not announced.
  await st.page.getByTestId('discord-announce-rolls').click()
  await waitForEqual(() => st.page.getByTestId('discord-announce-rolls').isChecked(), false)
  await api(member.page, 'POST', rolls, { roll: { dice: 3, label: 'Unannounced' } })
  await st.page.getByTestId('discord-test').click()
  await sees(st.page.getByTestId('discord-status'), 'The test message was delivered.')
  assert.deepEqual(
    posted.map((one) => one.body.embeds?.[0]?.title),
    ['Loom is connected', 'Out loud', 'Loom is connected'],
  )
  await st.page.getByTestId('discord-test').scrollIntoViewIfNeeded()
  await screenshot(st.page, 'discord-storyteller-details')
  assert.ok(!(await st.page.content()).includes(TOKEN), 'the storyteller’s page shows it masked')

  // The member's Details tab has no Discord section, and nothing they can ask holds the URL.
  await openChronicle(member.page, app.url, chronicle.id, 'details')
  await member.page.getByTestId('chronicle-players').waitFor()
  assert.equal(await member.page.getByTestId('discord-masked-url').count(), 0)
  assert.equal(await member.page.getByTestId('discord-heading').count(), 0)
  assert.ok(!(await member.page.content()).includes(TOKEN))
  const paths = [
    `/chronicles/${chronicle.id}`,
    `/chronicles/${chronicle.id}/discord`,
    '/players',
    `/chronicles/${chronicle.id}/export`,
  ]
  // One function literal: the page runs it as sent, with no helper names inside.
  const answers = await member.page.evaluate(
    (all) =>
      Promise.all(
        all.map((path) =>
          fetch(`/api/v1${path}`, {
            headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` },
          }).then(async (response) => ({ status: response.status, text: await response.text() })),
        ),
      ),
    paths,
  )
  assert.deepEqual(
    answers.map((one) => one.status),
    [200, 403, 200, 403],
  )
  for (const answer of answers) assert.ok(!answer.text.includes(TOKEN), answer.text)
  await screenshot(member.page, 'discord-member-details')
  await st.context.close()
  await member.context.close()
})

test('a player opens the invite link signed out, signs in and lands in the chronicle', async () => {
  const st = await seat(app, 'Orla the Storyteller')
  const chronicle = await chronicleOf(st, [], 'Link and Lantern')
  await openChronicle(st.page, app.url, chronicle.id, 'details')
  await st.page.getByTestId('invite-player').click()
  const link = (await st.page.getByTestId('invite-link').textContent())?.trim() ?? ''
  assert.equal(link, `${app.url}/join/${chronicle.invite_code}`)
  await st.page.getByTestId('invite-qr-code').waitFor()
  await st.page.getByTestId('invite-copy-link').click()
  assert.equal(await st.page.evaluate(() => navigator.clipboard.readText()), link)
  await screenshot(st.page, 'invite-dialog-link-and-qr')

  const newcomer = await app.newPage()
  await newcomer.goto(link)
  await newcomer.getByTestId('join-sign-in').waitFor()
  await screenshot(newcomer, 'join-signed-out')
  await newcomer.getByTestId('join-sign-in-developer').click()
  await submitDeveloperSignIn(newcomer, 'Newcomer Nell')
  await newcomer.waitForURL(new RegExp(`/chronicles/${chronicle.id}$`), { timeout: 30_000 })
  await newcomer.getByTestId('chronicle-characters-tab').waitFor()
  await sees(st.page.getByTestId('chronicle-players'), 'Newcomer Nell')
  await screenshot(newcomer, 'join-landed-in-chronicle')

  // Following the link again, already in, goes straight to the chronicle.
  await newcomer.goto(link)
  await newcomer.waitForURL(new RegExp(`/chronicles/${chronicle.id}$`))

  // A code that was replaced says so, with a way back.
  await st.page.getByTestId('invite-regenerate').click()
  await sees(st.page.getByTestId('invite-link'), /\/join\//)
  const outsider = await app.signedInPage('Late Lio')
  await outsider.goto(link)
  await sees(outsider.getByTestId('join-refusal'), /no longer works/)
  await screenshot(outsider, 'join-old-code')
  await outsider.getByTestId('join-back').click()
  await outsider.waitForURL(`${app.url}/`)
  await st.context.close()
  await newcomer.context().close()
  await outsider.context().close()
})
