// Handing over (issue 36): a player offers a character to another player, who accepts, and
// the storyteller's browser follows live; the storyteller hands the chronicle over, and the
// controls move with it. Three browsers side by side, the receiver's a phone.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, gone, itemIn, openChronicle, seat, sees } from './chronicle-support.ts'

const app = useApp()
/** The receiver's phone; people sign in at desktop size (the drawer shows who is signed in). */
const PHONE = { width: 390, height: 844 }

/** Opens the ⋮ menu of a card on the chronicle page and answers whether it offers `action`. */
async function cardMenuOffers(page: Page, cardTestId: string, action: string): Promise<boolean> {
  await page.getByTestId(cardTestId).getByTestId('actions-menu').click()
  const list = page.getByTestId('actions-menu-list')
  await list.getByTestId('action-full-sheet').waitFor()
  const offered = (await list.getByTestId(action).count()) > 0
  await page.keyboard.press('Escape')
  await gone(list)
  return offered
}

async function patchStatus(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${localStorage.getItem('jwt')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      return response.status
    },
    { path, body },
  )
}

test('a player hands a character to another, who accepts; the storyteller sees the new owner live', async () => {
  const sol = await seat(app, 'Sol the Storyteller')
  const ana = await seat(app, 'Ana Giver')
  const ben = await seat(app, 'Ben Taker')
  await ben.page.setViewportSize(PHONE)
  const chronicle = await chronicleOf(sol, [ana, ben], 'Gifts of Jade')
  const zan = await itemIn(ana, chronicle.id, 'characters', { name: 'Zan of the Reeds' })
  const benId = (await api(ben.page, 'GET', '/players')).id
  const card = `chronicle-card-character-${zan.id}`

  await openChronicle(sol.page, app.url, chronicle.id, 'characters')
  await openChronicle(ana.page, app.url, chronicle.id, 'characters')
  // The receiver waits on the home page: offers reach it there too.
  await ben.page.goto(`${app.url}/`)
  await sees(sol.page.getByTestId(card), 'Player: Ana Giver')

  // Ana offers Zan to Ben from the card's menu.
  await ana.page.getByTestId(card).getByTestId('actions-menu').click()
  await ana.page.getByTestId('action-hand-over').click()
  const dialog = ana.page.getByTestId('handover-dialog')
  await dialog.getByTestId(`handover-to-${benId}`).check()
  await screenshot(ana.page, 'handover-dialog')
  await dialog.getByTestId('handover-dialog-submit').click()
  await gone(dialog)

  // The offer shows for all three, live: Ana may withdraw, Ben accept or decline, Sol watches.
  const offers = (await api(ana.page, 'GET', '/handover_offers')) as unknown as { id: number }[]
  assert.equal(offers.length, 1)
  const offerId = offers[0]!.id
  const onAna = ana.page.getByTestId(`handover-offer-${offerId}`)
  await sees(onAna, 'You offered the character Zan of the Reeds to Ben Taker')
  await onAna.getByTestId(`handover-withdraw-${offerId}`).waitFor()
  const onBen = ben.page.getByTestId(`handover-offer-${offerId}`)
  await sees(onBen, 'Ana Giver offers you the character Zan of the Reeds in Gifts of Jade')
  await sees(sol.page.getByTestId(`handover-offer-${offerId}`), 'Ana Giver offered')
  assert.equal(await sol.page.getByTestId(`handover-accept-${offerId}`).count(), 0)
  await screenshot(ben.page, 'handover-offer-on-phone')
  // Until Ben accepts, nothing has changed hands.
  assert.equal((await api(ana.page, 'GET', `/characters/${zan.id}`)).player_id !== benId, true)

  await onBen.getByTestId(`handover-accept-${offerId}`).click()
  await gone(onBen)
  // The storyteller's card names the new owner without a reload; the offer is gone for all.
  await sees(sol.page.getByTestId(card), 'Player: Ben Taker')
  await gone(sol.page.getByTestId(`handover-offer-${offerId}`))
  await gone(onAna)
  await screenshot(sol.page, 'handover-storyteller-sees-new-owner')

  // Ben owns it now: it is among his characters, he may edit it, Ana no longer may.
  await ben.page.goto(`${app.url}/characters`)
  await sees(ben.page.locator('main'), 'Zan of the Reeds')
  await screenshot(ben.page, 'handover-new-owner-list')
  assert.equal(await cardMenuOffers(ana.page, card, 'action-edit'), false)
  assert.equal(await cardMenuOffers(ana.page, card, 'action-hand-over'), false)
  assert.equal(await patchStatus(ana.page, `/characters/${zan.id}`, { name: 'Taken back' }), 403)
  await openChronicle(ben.page, app.url, chronicle.id, 'characters')
  assert.equal(await cardMenuOffers(ben.page, card, 'action-hand-over'), true)
  assert.equal(
    await patchStatus(ben.page, `/characters/${zan.id}`, { name: 'Zan the Gifted' }),
    200,
  )
  await sees(sol.page.getByTestId(`${card}-name`), 'Zan the Gifted')
  await sees(ana.page.getByTestId(`${card}-name`), 'Zan the Gifted')

  for (const person of [sol, ana, ben]) await person.context.close()
})

test('the storyteller hands the chronicle over; the new storyteller gets the controls, live', async () => {
  const sol = await seat(app, 'Sol Outgoing')
  const ana = await seat(app, 'Ana Watching')
  const ben = await seat(app, 'Ben Incoming')
  await ben.page.setViewportSize(PHONE)
  const chronicle = await chronicleOf(sol, [ana, ben], 'Passing Crown')
  const benId = (await api(ben.page, 'GET', '/players')).id
  for (const person of [sol, ana, ben]) {
    await openChronicle(person.page, app.url, chronicle.id, 'details')
  }
  await sol.page.getByTestId('chronicle-name-field').waitFor()
  assert.equal(await ben.page.getByTestId('chronicle-name-field').count(), 0)

  await sol.page.getByTestId('hand-over-chronicle').click()
  const dialog = sol.page.getByTestId('handover-dialog')
  await dialog.getByTestId(`handover-to-${benId}`).check()
  await dialog.getByTestId('handover-dialog-submit').click()
  await gone(dialog)

  const offer = ben.page.locator('[data-testid^="handover-offer-"]')
  await sees(offer, 'Sol Outgoing offers you the chronicle Passing Crown')
  await screenshot(ben.page, 'handover-chronicle-offer-on-phone')
  // Ana, a bystander, is not told of an offer that is not hers.
  assert.equal(await ana.page.locator('[data-testid^="handover-offer-"]').count(), 0)
  await offer.locator('[data-testid^="handover-accept-"]').click()

  // Ben gets the storyteller's controls; Sol loses them; Ana sees who runs it now.
  await ben.page.getByTestId('chronicle-name-field').waitFor({ timeout: 15_000 })
  await ben.page.getByTestId('invite-player').waitFor()
  await gone(sol.page.getByTestId('chronicle-name-field'))
  await sees(ana.page.getByTestId('chronicle-storyteller'), 'Storyteller: Ben Incoming')
  await sees(sol.page.getByTestId('chronicle-players'), 'Sol Outgoing')
  await screenshot(ben.page, 'handover-new-storyteller-controls')
  await screenshot(sol.page, 'handover-old-storyteller-as-player')

  // The new storyteller renames it; the others follow.
  await ben.page.getByTestId('chronicle-name-field').fill('Passing Crown, Ben’s Book')
  await ben.page.getByTestId('chronicle-name-field').blur()
  await sees(ana.page.getByRole('heading', { level: 1 }), 'Passing Crown, Ben’s Book')
  await sees(sol.page.getByRole('heading', { level: 1 }), 'Passing Crown, Ben’s Book')

  for (const person of [sol, ana, ben]) await person.context.close()
})
