import type { InjectOptions } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Change } from '../src/live/changes.ts'
import {
  type Caller,
  call,
  chronicleWith,
  created,
  ITEM_TABLES,
  snapshot,
} from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * Every items route, tried by every role on items in every state: the status each gets, that a
 * refusal changes nothing and publishes nothing, and that secrets reach only editors.
 *
 * The rules under test (docs/items-api.md): owner or the chronicle's ST edit; chronicle members
 * see what is not hidden; public items are seen by anyone. An item the caller may not see
 * answers 404 like a missing one (401 when signed out); one they see but may not change answers
 * 403. Delete and change_type need the owner and an item in no chronicle.
 */
const ROLES = ['owner', 'st', 'member', 'stranger', 'anonymous'] as const
type Role = (typeof ROLES)[number]

interface ItemState {
  readonly inChronicle: boolean
  readonly hidden: boolean
  readonly public: boolean
}

const STATES = {
  'a private item in no chronicle': { inChronicle: false, hidden: false, public: false },
  'an item in the chronicle': { inChronicle: true, hidden: false, public: false },
  'a hidden item in the chronicle': { inChronicle: true, hidden: true, public: false },
  'a public hidden item in the chronicle': { inChronicle: true, hidden: true, public: true },
  'a public item in no chronicle': { inChronicle: false, hidden: false, public: true },
} as const satisfies Record<string, ItemState>
type StateName = keyof typeof STATES

const ROUTES = [
  'show',
  'patch',
  'delete',
  'duplicate',
  'change_type',
  'create_from_qc',
  'child show',
  'child create',
  'child patch',
  'child delete',
] as const
type RouteName = (typeof ROUTES)[number]

/**
 * What a route asks of the caller: to see the item, to copy it, to edit it or its children, or
 * to remove it (delete it or change its type), which only its owner may do, and only while it
 * is in no chronicle.
 */
type Access = 'see' | 'copy' | 'edit' | 'remove'

const ACCESS: Record<RouteName, Access> = {
  show: 'see',
  'child show': 'see',
  duplicate: 'copy',
  create_from_qc: 'copy',
  patch: 'edit',
  'child create': 'edit',
  'child patch': 'edit',
  'child delete': 'edit',
  delete: 'remove',
  change_type: 'remove',
}

/** Routes that answer 204 rather than 200 when they succeed. */
const NO_CONTENT: readonly RouteName[] = ['delete', 'child delete']

/** Statuses for [owner, st, member, stranger, anonymous]; 'ok' is the route's success. */
type Status = 'ok' | 401 | 403 | 404
type Statuses = readonly [Status, Status, Status, Status, Status]

const EXPECTED: Record<StateName, Record<Access, Statuses>> = {
  'a private item in no chronicle': {
    see: ['ok', 404, 404, 404, 401],
    copy: ['ok', 404, 404, 404, 401],
    edit: ['ok', 404, 404, 404, 401],
    remove: ['ok', 404, 404, 404, 401],
  },
  'an item in the chronicle': {
    see: ['ok', 'ok', 'ok', 404, 401],
    copy: ['ok', 'ok', 'ok', 404, 401],
    edit: ['ok', 'ok', 403, 404, 401],
    remove: [403, 403, 403, 404, 401],
  },
  'a hidden item in the chronicle': {
    see: ['ok', 'ok', 404, 404, 401],
    copy: ['ok', 'ok', 404, 404, 401],
    edit: ['ok', 'ok', 404, 404, 401],
    remove: [403, 403, 404, 404, 401],
  },
  'a public hidden item in the chronicle': {
    see: ['ok', 'ok', 'ok', 'ok', 'ok'],
    copy: ['ok', 'ok', 'ok', 'ok', 401],
    edit: ['ok', 'ok', 403, 403, 401],
    remove: [403, 403, 403, 403, 401],
  },
  'a public item in no chronicle': {
    see: ['ok', 'ok', 'ok', 'ok', 'ok'],
    copy: ['ok', 'ok', 'ok', 'ok', 401],
    edit: ['ok', 403, 403, 403, 401],
    remove: ['ok', 403, 403, 403, 401],
  },
}

/** The status each role gets, in the order of ROLES. */
function expectedStatuses(state: StateName, route: RouteName): number[] {
  const success = NO_CONTENT.includes(route) ? 204 : 200
  return EXPECTED[state][ACCESS[route]].map((status) => (status === 'ok' ? success : status))
}

/** Routes whose success removes or converts what the other calls need. */
const DESTRUCTIVE: readonly RouteName[] = ['delete', 'change_type', 'child delete']

interface KindCase {
  readonly plural: string
  readonly child: { readonly plural: string; readonly field: string }
  readonly secrets: boolean
  readonly routes: readonly RouteName[]
}

const SHARED_ROUTES = ROUTES.filter(
  (route) => route !== 'change_type' && route !== 'create_from_qc',
)
const KIND_CASES: Record<string, KindCase> = {
  character: {
    plural: 'characters',
    child: { plural: 'merits', field: 'merit_name' },
    secrets: true,
    routes: [...SHARED_ROUTES, 'change_type'],
  },
  qc: {
    plural: 'qcs',
    child: { plural: 'qc_merits', field: 'name' },
    secrets: true,
    routes: [...SHARED_ROUTES, 'create_from_qc'],
  },
  battlegroup: {
    plural: 'battlegroups',
    child: { plural: 'qc_attacks', field: 'name' },
    secrets: false,
    routes: SHARED_ROUTES,
  },
}

const SECRET = 'Secret grudge against the Empress'

interface Fixture {
  readonly callers: Record<Exclude<Role, 'anonymous'>, Caller>
  readonly itemId: number
  readonly childId: number
}

function requestFor(
  route: RouteName,
  kind: KindCase,
  fixture: Fixture,
): { method: InjectOptions['method']; url: string; payload?: unknown } {
  const item = `/api/v1/${kind.plural}/${fixture.itemId}`
  const child = `${item}/${kind.child.plural}/${fixture.childId}`
  switch (route) {
    case 'show':
      return { method: 'GET', url: item }
    case 'patch':
      return { method: 'PATCH', url: item, payload: { name: 'Changed' } }
    case 'delete':
      return { method: 'DELETE', url: item }
    case 'duplicate':
      return { method: 'POST', url: `${item}/duplicate` }
    case 'change_type':
      return { method: 'POST', url: `${item}/change_type`, payload: { type: 'SolarCharacter' } }
    case 'create_from_qc':
      return { method: 'POST', url: `/api/v1/battlegroups/create_from_qc/${fixture.itemId}` }
    case 'child show':
      return { method: 'GET', url: child }
    case 'child create':
      return { method: 'POST', url: `${item}/${kind.child.plural}`, payload: {} }
    case 'child patch':
      return { method: 'PATCH', url: child, payload: { [kind.child.field]: 'Changed' } }
    case 'child delete':
      return { method: 'DELETE', url: child }
  }
}

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  beforeEach(() => {
    published.length = 0
  })

  async function fixture(kind: KindCase, state: ItemState): Promise<Fixture> {
    const callers = {
      owner: await t.createPlayer(),
      st: await t.createPlayer(),
      member: await t.createPlayer(),
      stranger: await t.createPlayer(),
    }
    const item = await created(t, callers.owner, `/api/v1/${kind.plural}`, {
      hidden: state.hidden,
      public: state.public,
      ...(kind.secrets ? { ties: [{ subject: SECRET, rating: 3, hidden: true }] } : {}),
    })
    const child = await created(
      t,
      callers.owner,
      `/api/v1/${kind.plural}/${item.id}/${kind.child.plural}`,
    )
    const placed = state.inChronicle ? [{ table: kind.plural, id: item.id as number }] : []
    await chronicleWith(t, callers.st, [callers.owner, callers.member], placed)
    return { callers, itemId: item.id as number, childId: child.id as number }
  }

  const shared = new Map<string, Fixture>()
  async function sharedFixture(kindName: string, kind: KindCase, state: StateName) {
    const key = `${kindName} ${state}`
    let found = shared.get(key)
    if (found === undefined) {
      found = await fixture(kind, STATES[state])
      shared.set(key, found)
    }
    return found
  }

  for (const [kindName, kind] of Object.entries(KIND_CASES)) {
    describe(`${kindName} routes`, () => {
      const rows = Object.keys(STATES).flatMap((state) =>
        kind.routes.map((route) => [route, state as StateName] as const),
      )
      it.each(rows)('%s of %s, by each role', async (route, stateName) => {
        const expected = expectedStatuses(stateName, route)
        for (const [index, role] of ROLES.entries()) {
          // Refusals change nothing and reads change nothing, so they share one fixture; a
          // successful destructive call gets its own.
          const destroys = DESTRUCTIVE.includes(route) && expected[index]! < 400
          const setup = destroys
            ? await fixture(kind, STATES[stateName])
            : await sharedFixture(kindName, kind, stateName)
          const { method, url, payload } = requestFor(route, kind, setup)
          const caller = role === 'anonymous' ? null : setup.callers[role]
          const before = await snapshot(t, ITEM_TABLES)
          published.length = 0
          const response = await call(t, caller, method, url, payload)
          expect(response.statusCode, `${role}: ${method} ${url} ${response.body}`).toBe(
            expected[index],
          )
          if (response.statusCode >= 400) {
            expect(response.json(), role).toEqual({ error: expect.any(String) })
            expect(await snapshot(t, ITEM_TABLES), `${role} changed nothing`).toEqual(before)
            expect(published, `${role} published nothing`).toEqual([])
          }
          if (route === 'show' && response.statusCode === 200 && kind.secrets) {
            const editor = role === 'owner' || (role === 'st' && STATES[stateName].inChronicle)
            expect(response.body.includes(SECRET), `${role} sees secrets`).toBe(editor)
          }
        }
      })
    })
  }
})
