import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'

/** A fetch that answers `{}` to everything and keeps each request's options. */
function recordingFetch() {
  const requests: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  return { fetch, requests }
}

describe('the API client', () => {
  it('sends writes with keepalive, so an edit made just before a reload still arrives', async () => {
    const { fetch, requests } = recordingFetch()
    const api = createApiClient({ fetch, token: () => 'jwt' })
    await api.patch('/characters/1', { character: { name: 'Zan' } })
    await api.post('/characters', { name: 'Ana' })
    await api.delete('/characters/1')
    await api.get('/characters/1')
    expect(requests.map(({ init }) => [init.method, init.keepalive])).toEqual([
      ['PATCH', true],
      ['POST', true],
      ['DELETE', true],
      ['GET', false],
    ])
  })

  it('sends a write too large for the browser’s keepalive budget as a plain request', async () => {
    const { fetch, requests } = recordingFetch()
    const api = createApiClient({ fetch, token: () => null })
    await api.post('/characters/import', { notes: 'x'.repeat(100 * 1024) })
    expect(requests[0]?.init.keepalive).toBe(false)
  })
})
