import { beforeAll, describe, expect, it } from 'vitest'
import type { Change } from '../src/live/changes.ts'
import { type CombatWorld, combatWorld } from './support/combat-world.ts'
import { call, EVERY_TABLE, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** Keys that name members of Object.prototype, which a plain-object map already "has". */
const PROTOTYPE_KEYS = ['toString', 'valueOf', 'hasOwnProperty', 'constructor', 'isPrototypeOf']

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  let world: CombatWorld
  /** [what, method, url, caller] for every route that takes a body of fields. */
  let routes: [string, 'POST' | 'PATCH', string, { id: number }][]

  beforeAll(async () => {
    world = await combatWorld(t)
    const { st, player, chronicle, hero, band } = world
    const character = `/api/v1/characters/${hero.id}`
    routes = [
      ['create character', 'POST', '/api/v1/characters', player],
      ['patch character', 'PATCH', character, player],
      ['patch battlegroup', 'PATCH', `/api/v1/battlegroups/${band.id}`, player],
      ['create merit', 'POST', `${character}/merits`, player],
      ['create weapon', 'POST', `${character}/weapons`, player],
      ['change type', 'POST', `${character}/change_type`, player],
      ['create chronicle', 'POST', '/api/v1/chronicles', player],
      ['patch chronicle', 'PATCH', `/api/v1/chronicles/${chronicle.id}`, st],
      ['patch player', 'PATCH', `/api/v1/players/${player.id}`, player],
      ['join', 'POST', '/api/v1/chronicles/join', player],
      ['create combat actor', 'POST', '/api/v1/combat_actors', st],
      ['patch combat actor', 'PATCH', `/api/v1/combat_actors/${world.actor.id}`, st],
      ['join battle', 'POST', `/api/v1/chronicles/${chronicle.id}/combat/join_battle`, st],
      ['respire', 'POST', `/api/v1/chronicles/${chronicle.id}/st_actions/respire`, st],
      ['undo', 'POST', `/api/v1/chronicles/${chronicle.id}/combat/undo`, st],
    ]
  })

  async function refusedWithoutChange<R>(send: () => Promise<R>): Promise<R> {
    const before = await snapshot(t, EVERY_TABLE)
    published.length = 0
    const response = await send()
    expect(await snapshot(t, EVERY_TABLE)).toEqual(before)
    expect(published).toEqual([])
    return response
  }

  describe('a key named after an Object.prototype member is a 422, not a 500', () => {
    it('on every route that takes fields', async () => {
      for (const key of PROTOTYPE_KEYS) {
        for (const [what, method, url, caller] of routes) {
          const response = await refusedWithoutChange(() =>
            call(t, caller, method, url, { [key]: 1 }),
          )
          expect({ what, key, status: response.statusCode }).toEqual({ what, key, status: 422 })
          expect(Object.keys(response.json()).length).toBeGreaterThan(0)
        }
      }
    })

    it('inside a wrapped body and inside a list of objects', async () => {
      const character = `/api/v1/characters/${world.hero.id}`
      for (const body of [
        { character: { toString: 'x' } },
        { ties: [{ subject: 'Mother', rating: 2, valueOf: 1 }] },
        { abil_craft: [{ craft: 'forging', rating: 2, constructor: 1 }] },
      ]) {
        const response = await refusedWithoutChange(() =>
          call(t, world.player, 'PATCH', character, body),
        )
        expect({ body, status: response.statusCode }).toEqual({ body, status: 422 })
      }
    })
  })

  describe('text no database can store alike is a 422 naming where it is, on both engines', () => {
    // JSON escapes, so the body on the wire is plain ASCII, as a hostile client would send it.
    it.each([
      ['a NUL in a name', '{"name": "Zan\\u0000"}', 'name'],
      ['a lone high surrogate', '{"character": {"notes": "\\ud800 tail"}}', 'character.notes'],
      [
        'a lone low surrogate in a list',
        '{"ties": [{"subject": "\\udc00", "rating": 1}]}',
        'ties[0].subject',
      ],
      ['a NUL in a key', '{"name\\u0000": "Zan"}', 'body'],
    ])('%s', async (_, payload, where) => {
      const url = `/api/v1/characters/${world.hero.id}`
      const response = await refusedWithoutChange(async () =>
        t.app.inject({
          method: 'PATCH',
          url,
          headers: {
            ...(await t.authorizedAs(world.player.id)),
            'content-type': 'application/json',
          },
          payload,
        }),
      )
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toEqual([where])
    })

    it('a well-formed pair (an emoji) is stored as sent', async () => {
      const url = `/api/v1/characters/${world.hero.id}`
      const response = await call(t, world.player, 'PATCH', url, { notes: 'Brave 🦁' })
      expect(response.statusCode).toBe(200)
      expect(response.json().notes).toBe('Brave 🦁')
    })
  })

  describe('an empty body sent as JSON counts as no body', () => {
    const json = { 'content-type': 'application/json' }

    it('a body-less POST that needs no fields succeeds', async () => {
      const response = await call(t, world.player, 'POST', '/api/v1/characters', '', json)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ name: 'New Character', type: 'Character' })
    })

    it('a body-less DELETE succeeds', async () => {
      const made = await call(t, world.player, 'POST', '/api/v1/qcs', { name: 'Doomed' })
      const url = `/api/v1/qcs/${made.json().id}`
      const response = await call(t, world.player, 'DELETE', url, '', json)
      expect(response.statusCode).toBe(204)
      expect((await call(t, world.player, 'GET', url)).statusCode).toBe(404)
    })

    it('a body-less POST that needs fields is the 422 naming them, not a 400', async () => {
      const url = `/api/v1/chronicles/${world.chronicle.id}/combat/join_battle`
      const response = await refusedWithoutChange(() => call(t, world.st, 'POST', url, '', json))
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain('combatant')
    })
  })
})
