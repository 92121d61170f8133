import { describe, expect, it } from 'vitest'
import { call, created, snapshot } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

const LIBRARY = '/api/v1/library_entries'

forEachEngineRecording((t) => {
  describe('query strings and route parameters follow the text rules of bodies', () => {
    it.each([
      ['a NUL alone', `${LIBRARY}?q=%00`, 'q'],
      ['a NUL inside a word', `${LIBRARY}?q=a%00b`, 'q'],
      ['a NUL in another parameter', `${LIBRARY}?kind=charm%00`, 'kind'],
    ])('%s in a query string is a 422 naming the parameter', async (_what, url, field) => {
      const player = await t.createPlayer()
      const response = await call(t, player, 'GET', url)
      expect(response.statusCode).toBe(422)
      expect(response.json()[field][0].error).toBe(
        `${field} contains a NUL character or an unpaired surrogate, which cannot be stored`,
      )
    })

    it('a NUL in a route parameter is a 422, not a database error', async () => {
      const player = await t.createPlayer()
      const response = await call(t, player, 'GET', '/api/v1/chronicles/1%00')
      expect(response.statusCode).toBe(422)
      expect(response.json().id[0].error).toMatch(/^id contains a NUL character/)
    })
  })

  describe('a library entry holds only its own kind’s content', () => {
    it('saving another kind’s row under a kind is a 422 and saves nothing', async () => {
      const player = await t.createPlayer()
      const hero = await created(t, player, '/api/v1/characters', { name: 'Zan' })
      const sword = await created(t, player, `/api/v1/characters/${hero.id}/weapons`, {
        name: 'Sword',
      })
      const before = await snapshot(t, ['library_entries'])
      const response = await call(t, player, 'POST', LIBRARY, {
        kind: 'merit',
        source: { kind: 'weapon', id: sword.id },
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().source[0].error).toBe(
        'a merit entry is saved from a merit, not a weapon',
      )
      expect(await snapshot(t, ['library_entries'])).toEqual(before)
    })
  })
})
