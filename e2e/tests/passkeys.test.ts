import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { CDPSession, Page } from 'playwright-core'
import { launchBrowser, startServer, useApp } from '../src/harness.ts'
import { AXE_READY, assertAccessible, screenshotEverywhere } from './shell-support.ts'

const app = useApp(AXE_READY)

interface Device {
  cdp: CDPSession
  id: string
}

/**
 * A device with a passkey authenticator (Chromium's virtual one) that says yes with a PIN.
 * While `present`, it answers every request at once, the autofill's too.
 */
async function addAuthenticator(page: Page, present = true): Promise<Device> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: present,
    },
  })
  return { cdp, id: authenticatorId }
}

const setPresent = (device: Device, enabled: boolean) =>
  device.cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
    authenticatorId: device.id,
    enabled,
  })

/**
 * Signs in with the passkey button, on a page without the landing page's autofill: a present
 * virtual authenticator would answer the autofill itself before the button is pressed.
 */
async function signInWithButton(page: Page, device: Device) {
  await setPresent(device, false)
  await page.goto(`${app.url}/resources`)
  await setPresent(device, true)
  await page.getByTestId('drawer-sign-in-passkey').click()
}

async function signedInAs(page: Page, name: string) {
  await page.waitForFunction(() => Boolean(localStorage.getItem('jwt')))
  await page.getByTestId('drawer-logged-in-as').filter({ hasText: name }).first().waitFor()
}

async function logOut(page: Page, device: Device) {
  // Absent, so that the landing page's autofill waits for the player instead of signing in.
  await setPresent(device, false)
  await page.getByTestId('drawer-log-out').click()
  await page.waitForFunction(() => !localStorage.getItem('jwt'))
  await page.getByTestId('sign-in-passkey').waitFor()
}

const methodRows = (page: Page) => page.locator('[data-testid^="sign-in-method-"][data-kind]')

test('a player makes an account with a passkey, signs in with it, swaps it for another, and a browser without it gets in nowhere', async () => {
  const page = await app.newPage()
  const firstDevice = await addAuthenticator(page)
  await page.goto(app.url)
  await page.getByTestId('sign-in-passkey').waitFor()
  await page.getByTestId('sign-in-unconfigured').waitFor()
  // Conditional UI: the landing page's field offers saved passkeys in its autofill.
  assert.equal(
    await page.getByTestId('passkey-autofill').getAttribute('autocomplete'),
    'username webauthn',
  )
  await screenshotEverywhere(page, 'passkey-sign-in-choices')
  await assertAccessible(page, 'the sign-in choices')

  await page.getByTestId('create-passkey-account').click()
  await page.getByTestId('passkey-account-input').fill('Radiant Lotus')
  await page.getByTestId('passkey-account-submit').click()
  await signedInAs(page, 'Radiant Lotus')

  // Conditional UI: on the landing page the autofill offers the passkey; the device, present
  // again, picks it when the page asks.
  await logOut(page, firstDevice)
  await setPresent(firstDevice, true)
  await page.reload()
  await signedInAs(page, 'Radiant Lotus')

  await logOut(page, firstDevice)
  await signInWithButton(page, firstDevice)
  await signedInAs(page, 'Radiant Lotus')

  await page.goto(`${app.url}/settings`)
  await page.getByTestId('settings-add-passkey').waitFor()
  await assert.doesNotReject(methodRows(page).first().waitFor())
  assert.equal(await methodRows(page).count(), 1)
  const [first] = await methodRows(page).all()
  const firstId = ((await first?.getAttribute('data-testid')) ?? '').replace('sign-in-method-', '')
  assert.equal(await page.getByTestId(`sign-in-method-remove-${firstId}`).isDisabled(), true)

  // The first passkey, as a thief who copied it would hold it after it is removed.
  const { credentials } = await firstDevice.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: firstDevice.id,
  })
  assert.equal(credentials.length, 1)
  await firstDevice.cdp.send('WebAuthn.removeVirtualAuthenticator', {
    authenticatorId: firstDevice.id,
  })
  const secondDevice = await addAuthenticator(page)
  await page.getByTestId('settings-add-passkey').click()
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid^="sign-in-method-"][data-kind]').length === 2,
  )
  await screenshotEverywhere(page, 'passkey-settings-two-passkeys')
  await assertAccessible(page, 'Settings with two passkeys')
  await page.getByTestId(`sign-in-method-remove-${firstId}`).click()
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid^="sign-in-method-"][data-kind]').length === 1,
  )
  assert.equal(await page.getByTestId(`sign-in-method-${firstId}`).count(), 0)

  await logOut(page, secondDevice)
  await signInWithButton(page, secondDevice)
  await signedInAs(page, 'Radiant Lotus')

  // Another browser holding the removed passkey is refused, and stays signed out.
  const thief = await app.newPage()
  const thiefDevice = await addAuthenticator(thief, false)
  await thiefDevice.cdp.send('WebAuthn.addCredential', {
    authenticatorId: thiefDevice.id,
    credential: credentials[0] as NonNullable<(typeof credentials)[0]>,
  })
  await signInWithButton(thief, thiefDevice)
  const refusal = thief.getByTestId('drawer-passkey-error')
  await refusal.waitFor()
  assert.match((await refusal.textContent()) ?? '', /not registered here/)
  assert.equal(await thief.evaluate(() => localStorage.getItem('jwt')), null)
  await thief.context().close()

  // And a browser holding no passkey at all gets nothing either.
  const stranger = await app.newPage()
  await signInWithButton(stranger, await addAuthenticator(stranger, false))
  await stranger.getByTestId('drawer-passkey-error').waitFor({ timeout: 90_000 })
  assert.equal(await stranger.evaluate(() => localStorage.getItem('jwt')), null)
  await stranger.context().close()
  await page.context().close()
})

test('in production with no provider configured, passkeys still work and the page names the methods not set up', async () => {
  const server = await startServer({ NODE_ENV: 'production' })
  const browser = await launchBrowser()
  try {
    const page = await (await browser.newContext()).newPage()
    await addAuthenticator(page)
    await page.goto(server.url)
    const note = page.getByTestId('sign-in-unconfigured')
    await note.waitFor()
    assert.equal(await note.textContent(), 'Not set up on this server: Google, Discord.')
    assert.equal(await page.getByTestId('sign-in-developer').count(), 0)
    await page.getByTestId('create-passkey-account').click()
    await page.getByTestId('passkey-account-input').fill('Production Player')
    await page.getByTestId('passkey-account-submit').click()
    await signedInAs(page, 'Production Player')
  } finally {
    await browser.close()
    await server.stop()
  }
})
