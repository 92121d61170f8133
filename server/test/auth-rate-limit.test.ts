import { describe, expect, it } from 'vitest'
import { openBrowserSession, postForm } from './support/browser-session.ts'
import { useTestApp } from './support/test-app.ts'
import { testEngines } from './support/test-engines.ts'

const [sqlite] = testEngines()

describe('sign-in rate limiting', () => {
  const t = useTestApp(sqlite!, { config: { authRateLimitPerMinute: 3 } })

  it('refuses sign-in attempts beyond the limit from one address with 429', async () => {
    const session = await openBrowserSession(t.app)
    const attempt = (remoteAddress: string) =>
      t.app.inject(
        postForm(
          session,
          '/auth/developer',
          { authenticity_token: session.token },
          { remoteAddress },
        ),
      )
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await attempt('127.0.0.2')).statusCode)
    const refused = await attempt('127.0.0.2')

    expect(statuses).toEqual([200, 200, 200, 429])
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Rate limit exceeded/) })
    expect((await attempt('127.0.0.3')).statusCode).toBe(200)
  })

  it('counts passkey sign-in attempts too', async () => {
    const session = await openBrowserSession(t.app)
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/passkey/options',
        remoteAddress: '127.0.0.5',
        headers: { cookie: session.cookie, 'content-type': 'application/json' },
        payload: { authenticity_token: session.token },
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('leaves the API alone', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/auth_providers',
            remoteAddress: '127.0.0.4',
          })
        ).statusCode,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200])
  })
})
