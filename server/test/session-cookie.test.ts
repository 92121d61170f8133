import { describe, expect, it } from 'vitest'
import {
  type BrowserSession,
  openBrowserSession,
  postForm,
  signedInToken,
} from './support/browser-session.ts'
import { type TestApp, useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>

const sessionCookieOf = (response: Injected) =>
  response.cookies.find((cookie) => cookie.name === 'loom_session')

async function developerSignIn(t: TestApp, session: BrowserSession, email: string) {
  return t.app.inject(
    postForm(session, '/auth/developer/callback', {
      authenticity_token: session.token,
      name: 'Ana',
      email,
    }),
  )
}

forEachEngine((engine) => {
  describe('the session cookie on http', () => {
    const t = useTestApp(engine)

    it('is set at sign-in beside the token: the same session, HttpOnly, SameSite=Lax, not Secure', async () => {
      const response = await developerSignIn(t, await openBrowserSession(t.app), 'ana@example.com')
      const cookie = sessionCookieOf(response)
      expect(cookie?.value).toBe(signedInToken(response.body))
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie?.secure).toBeUndefined()
      expect(cookie?.maxAge).toBe(7 * 24 * 60 * 60)
    })

    it('never signs in an API call: a request with the cookie and no bearer token is refused and changes nothing', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/characters',
        headers: { authorization: `Bearer ${token}` },
        payload: { character: { name: 'Ana' } },
      })
      const id = created.json().id
      const cookie = { cookie: `loom_session=${token}` }

      const read = await t.app.inject({ method: 'GET', url: '/api/v1/players', headers: cookie })
      expect(read.statusCode).toBe(401)
      const forged = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/characters/${id}`,
        headers: { ...cookie, origin: 'https://elsewhere.example' },
        payload: { character: { name: 'Renamed by another site' } },
      })
      expect(forged.statusCode).toBe(401)
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/characters/${id}`,
        headers: cookie,
      })
      expect(deleted.statusCode).toBe(401)
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/v1/characters/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(after.json().name).toBe('Ana')
    })

    it('is copied from a valid bearer token on POST /auth/session, and refused without one', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      const copied = await t.app.inject({
        method: 'POST',
        url: '/auth/session',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(copied.statusCode).toBe(204)
      expect(sessionCookieOf(copied)).toMatchObject({
        value: token,
        httpOnly: true,
        sameSite: 'Lax',
      })

      for (const headers of [
        {},
        { authorization: `Bearer ${token.slice(0, -2)}xx` },
        { cookie: `loom_session=${token}` },
      ]) {
        const refused = await t.app.inject({ method: 'POST', url: '/auth/session', headers })
        expect(refused.statusCode).toBe(401)
        expect(sessionCookieOf(refused)).toBeUndefined()
      }
    })

    it('is cleared by sign-out (DELETE /auth/session) and by deleting the account', async () => {
      const signedOut = await t.app.inject({ method: 'DELETE', url: '/auth/session' })
      expect(signedOut.statusCode).toBe(204)
      expect(sessionCookieOf(signedOut)).toMatchObject({ value: '', path: '/', httpOnly: true })
      expect(new Date(sessionCookieOf(signedOut)?.expires ?? Date.now()).getTime()).toBeLessThan(
        Date.now(),
      )

      const player = await t.createPlayer()
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/players',
        headers: await t.authorizedAs(player.id),
      })
      expect(deleted.statusCode).toBe(200)
      expect(sessionCookieOf(deleted)?.value).toBe('')
    })
  })

  describe('the session cookie on https', () => {
    const t = useTestApp(engine, { config: { publicUrl: 'https://loom.example' } })

    it('is Secure', async () => {
      const player = await t.createPlayer()
      const copied = await t.app.inject({
        method: 'POST',
        url: '/auth/session',
        headers: await t.authorizedAs(player.id),
      })
      expect(sessionCookieOf(copied)?.secure).toBe(true)
    })
  })
})
