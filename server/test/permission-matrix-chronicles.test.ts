import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'
import type { TestApp } from './support/test-app.ts'

/**
 * Every chronicle route, as each role: the storyteller, the member who owns the items in
 * question, another member, a signed-in stranger and a signed-out visitor. A refused request
 * answers a JSON error and changes nothing, and nothing is published.
 */
type Role = 'st' | 'owner' | 'member' | 'stranger' | 'anonymous'
const ROLES: Role[] = ['st', 'owner', 'member', 'stranger', 'anonymous']

interface World {
  callers: Record<Exclude<Role, 'anonymous'>, Caller>
  chronicle: { id: number; invite_code: string }
  /** The owner's character, in the chronicle. */
  character: { id: number }
  /** A qc of each signed-in role, in no chronicle; the owner's for the visitor. */
  ownQc: Record<Role, { id: number }>
}

async function world(t: TestApp): Promise<World> {
  const st = await t.createPlayer()
  const owner = await t.createPlayer()
  const member = await t.createPlayer()
  const stranger = await t.createPlayer()
  const chronicle = await chronicleThroughApi(t, st, [owner, member])
  const character = await itemThroughApi(t, owner, 'characters')
  await addThroughApi(t, owner, chronicle.id, character)
  const qcOf = (caller: Caller) => itemThroughApi(t, caller, 'qcs')
  const ownerQc = await qcOf(owner)
  return {
    callers: { st, owner, member, stranger },
    chronicle,
    character,
    ownQc: {
      st: await qcOf(st),
      owner: ownerQc,
      member: await qcOf(member),
      stranger: await qcOf(stranger),
      anonymous: ownerQc,
    },
  }
}

type Request = (w: World, role: Role) => [InjectOptions['method'], string, unknown?]

const c = (w: World) => `/api/v1/chronicles/${w.chronicle.id}`

const MATRIX: [string, Record<Role, number>, Request][] = [
  [
    'show the chronicle',
    { st: 200, owner: 200, member: 200, stranger: 404, anonymous: 401 },
    (w) => ['GET', c(w)],
  ],
  [
    'rename the chronicle',
    { st: 200, owner: 403, member: 403, stranger: 404, anonymous: 401 },
    (w) => ['PATCH', c(w), { chronicle: { name: 'Taken over' } }],
  ],
  [
    'delete the chronicle',
    { st: 204, owner: 403, member: 403, stranger: 404, anonymous: 401 },
    (w) => ['DELETE', c(w)],
  ],
  [
    'regenerate the invite code',
    { st: 200, owner: 403, member: 403, stranger: 404, anonymous: 401 },
    (w) => ['POST', `${c(w)}/regen_invite_code`],
  ],
  [
    'disable the invite code',
    { st: 200, owner: 403, member: 403, stranger: 404, anonymous: 401 },
    (w) => ['POST', `${c(w)}/disable_invite_code`],
  ],
  [
    'join with the invite code',
    { st: 422, owner: 422, member: 422, stranger: 200, anonymous: 401 },
    (w) => ['POST', '/api/v1/chronicles/join', { invite_code: w.chronicle.invite_code }],
  ],
  [
    'remove the owner from the chronicle',
    { st: 200, owner: 200, member: 403, stranger: 404, anonymous: 401 },
    (w) => ['POST', `${c(w)}/remove_player/${w.callers.owner.id}`],
  ],
  [
    "add one's own qc",
    { st: 200, owner: 200, member: 200, stranger: 404, anonymous: 401 },
    (w, role) => ['POST', `${c(w)}/add_qc/${w.ownQc[role].id}`],
  ],
  [
    "add the owner's qc",
    { st: 404, owner: 200, member: 404, stranger: 404, anonymous: 401 },
    (w) => ['POST', `${c(w)}/add_qc/${w.ownQc.owner.id}`],
  ],
  [
    "remove the owner's character",
    { st: 200, owner: 200, member: 403, stranger: 404, anonymous: 401 },
    (w) => ['POST', `${c(w)}/remove_character/${w.character.id}`],
  ],
  [
    'list the characters',
    { st: 200, owner: 200, member: 200, stranger: 404, anonymous: 401 },
    (w) => ['GET', `${c(w)}/characters`],
  ],
  [
    'list the qcs',
    { st: 200, owner: 200, member: 200, stranger: 404, anonymous: 401 },
    (w) => ['GET', `${c(w)}/qcs`],
  ],
  [
    'list the battlegroups',
    { st: 200, owner: 200, member: 200, stranger: 404, anonymous: 401 },
    (w) => ['GET', `${c(w)}/battlegroups`],
  ],
  [
    'list the combat actors',
    { st: 200, owner: 200, member: 200, stranger: 404, anonymous: 401 },
    (w) => ['GET', `${c(w)}/combat_actors`],
  ],
  [
    'field a combat actor',
    { st: 200, owner: 403, member: 403, stranger: 404, anonymous: 401 },
    (w, role) => [
      'POST',
      '/api/v1/combat_actors',
      { chronicle_id: w.chronicle.id, actor_type: 'qc', actor_id: w.ownQc[role].id },
    ],
  ],
]

const ROLE_NAMES: Record<Role, string> = {
  st: 'the storyteller',
  owner: 'the member who owns the items',
  member: 'another member',
  stranger: 'a stranger',
  anonymous: 'a signed-out visitor',
}

forEachEngineRecording((t, changes) => {
  describe('who may do each chronicle action', () => {
    for (const [action, expected, request] of MATRIX) {
      for (const role of ROLES) {
        const status = expected[role]
        const refused = status >= 400
        it(`${ROLE_NAMES[role]} ${refused ? 'may not' : 'may'} ${action} (${status})`, async () => {
          const w = await world(t)
          const [method, url, payload] = request(w, role)
          const caller = role === 'anonymous' ? null : w.callers[role]
          const before = await snapshot(t)
          changes.clear()
          const response = await call(t, caller, method, url, payload)
          expect(response.statusCode).toBe(status)
          if (refused) {
            expect(Object.keys(response.json()).length).toBeGreaterThan(0)
            expect(await snapshot(t)).toEqual(before)
            expect(changes.published).toEqual([])
          } else if (method !== 'GET') {
            expect(await snapshot(t)).not.toEqual(before)
            expect(changes.published.length).toBeGreaterThan(0)
          }
        })
      }
    }
  })
})
