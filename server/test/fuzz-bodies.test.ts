import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Change } from '../src/live/changes.ts'
import { type CombatWorld, combatWorld } from './support/combat-world.ts'
import { EVERY_TABLE, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * Property-based: random bodies (shapes, keys, types and sizes) sent to every route that takes
 * one never answer 500, and a refusal (any 4xx) changes nothing and publishes nothing.
 */

/** Real field names and names that have broken servers before, mixed with random ones. */
const KEYS = [
  'name',
  'essence',
  'notes',
  'ties',
  'caste',
  'type',
  'charm_type',
  'public',
  'hidden',
  'combatant',
  'successes',
  'motes',
  'changes',
  'invite_code',
  'display_name',
  'chronicle_id',
  'player_id',
  'actor_type',
  'actor_id',
  'sorting_position',
  'attacker',
  'target',
  'attack',
  'weapon_id',
  'forget',
  'roll',
  'dice',
  'target_number',
  'visibility',
  'toString',
  'constructor',
  'valueOf',
]

const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }))
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(25_000)),
)
const fields = fc.dictionary(key, value, { maxKeys: 6 })
/** A body as JSON text: fields bare or wrapped, any JSON at all, or text that is not JSON. */
const body = fc.oneof(
  fields.map((f) => JSON.stringify(f)),
  fc
    .tuple(fc.constantFrom('character', 'qc', 'chronicle', 'player'), fields)
    .map(([k, f]) => JSON.stringify({ [k]: f })),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
)

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  let world: CombatWorld
  let routes: [string, 'POST' | 'PATCH', string, { id: number }][]

  beforeAll(async () => {
    world = await combatWorld(t)
    const { st, player, chronicle, hero, band, actor } = world
    const character = `/api/v1/characters/${hero.id}`
    const inChronicle = `/api/v1/chronicles/${chronicle.id}`
    routes = [
      ['create character', 'POST', '/api/v1/characters', player],
      ['import character', 'POST', '/api/v1/characters/import', player],
      ['import qc', 'POST', '/api/v1/qcs/import', player],
      ['patch character', 'PATCH', character, player],
      ['patch character as ST', 'PATCH', character, st],
      ['patch battlegroup', 'PATCH', `/api/v1/battlegroups/${band.id}`, player],
      ['create merit', 'POST', `${character}/merits`, player],
      ['create charm', 'POST', `${character}/charms`, player],
      ['create qc attack', 'POST', `/api/v1/battlegroups/${band.id}/qc_attacks`, player],
      ['change type', 'POST', `${character}/change_type`, player],
      ['create chronicle', 'POST', '/api/v1/chronicles', player],
      ['patch chronicle', 'PATCH', inChronicle, st],
      ['patch player', 'PATCH', `/api/v1/players/${player.id}`, player],
      ['join', 'POST', '/api/v1/chronicles/join', player],
      ['create combat actor', 'POST', '/api/v1/combat_actors', st],
      ['patch combat actor', 'PATCH', `/api/v1/combat_actors/${actor.id}`, st],
      ['join battle', 'POST', `${inChronicle}/combat/join_battle`, st],
      ['initiative', 'POST', `${inChronicle}/combat/initiative`, st],
      ['respire', 'POST', `${inChronicle}/st_actions/respire`, st],
      ['downtime', 'POST', `${inChronicle}/st_actions/downtime`, st],
      ['undo', 'POST', `${inChronicle}/combat/undo`, st],
      ['attack', 'POST', `${inChronicle}/combat/attack`, st],
      ['undo an attack', 'POST', `${inChronicle}/combat/attack/undo`, st],
      ['roll in a chronicle', 'POST', `${inChronicle}/rolls`, player],
      ['personal roll', 'POST', '/api/v1/rolls', player],
    ]
  })

  describe('random bodies', () => {
    it('never answer 500, and a refusal changes nothing', async () => {
      for (const [what, method, url, caller] of routes) {
        const headers = { ...(await t.authorizedAs(caller.id)), 'content-type': 'application/json' }
        await fc.assert(
          fc.asyncProperty(body, async (payload) => {
            const before = await snapshot(t, EVERY_TABLE)
            published.length = 0
            const response = await t.app.inject({ method, url, headers, payload })
            expect({ what, payload, status: response.statusCode < 500 }).toEqual({
              what,
              payload,
              status: true,
            })
            if (response.statusCode >= 400) {
              expect(await snapshot(t, EVERY_TABLE)).toEqual(before)
              expect(published).toEqual([])
            }
          }),
          { numRuns: 40 },
        )
      }
    }, 300_000)
  })
})
