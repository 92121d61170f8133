import { describe, expect, it } from 'vitest'
import { settle, testStore } from '../testing/fake-api.ts'
import { createChild, destroyChild, reorderChild, updateChild } from './children.ts'
import { entityActions } from './entities/entities-slice.ts'
import { sessionActions } from './session.ts'

const attacks = { parentKind: 'qcs', parentId: 7, assoc: 'qc_attacks', kind: 'qc_attacks' } as const
const qc = (attackRows: { id: number; name: string; sorting: number }[]) => ({
  id: 7,
  name: 'Bandit',
  qc_attacks: attackRows,
})

function storeWith(routes: Parameters<typeof testStore>[0]) {
  const test = testStore(routes)
  test.store.dispatch(sessionActions.playerLoaded(9))
  test.store.dispatch(
    entityActions.received({
      kind: 'qcs',
      rows: [
        qc([
          { id: 1, name: 'Sword', sorting: 0 },
          { id: 2, name: 'Bow', sorting: 10 },
        ]),
      ],
    }),
  )
  const state = () => test.store.getState().entities.current.byKind
  return { ...test, state }
}

describe("a parent's child rows", () => {
  it('a created attack is stored and listed under its QC', async () => {
    const { store, calls, state } = storeWith({
      'POST /qcs/7/qc_attacks': { body: { id: 3, name: 'Spear', sorting: 20 } },
    })
    const id = await store.dispatch(createChild(attacks, { name: 'Spear' }))
    expect(id).toBe(3)
    expect(calls[0]?.body).toEqual({ qc_attack: { name: 'Spear' } })
    expect(state().qcs.entities[7]?.qc_attacks).toEqual([1, 2, 3])
    expect(state().qc_attacks.entities[3]?.name).toBe('Spear')
  })

  it('an edit is sent under the parent path and shows at once', async () => {
    const { store, calls, state } = storeWith({
      'PATCH /qcs/7/qc_attacks/1': { body: { id: 1, name: 'Sword', pool: 9 } },
    })
    const saved = store.dispatch(updateChild(attacks, 1, { pool: 9 }))
    expect(state().qc_attacks.entities[1]?.pool).toBe(9)
    expect(await saved).toBe(true)
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { qc_attack: { pool: 9 } } })
  })

  it('a refused delete puts the attack back', async () => {
    const { store, state } = storeWith({
      'DELETE /qcs/7/qc_attacks/2': { status: 403, body: { error: 'not yours' } },
      'GET /qcs/7/qc_attacks/2': { body: { id: 2, name: 'Bow', sorting: 10 } },
    })
    const deleted = store.dispatch(destroyChild(attacks, 2))
    expect(state().qcs.entities[7]?.qc_attacks).toEqual([1])
    expect(await deleted).toBe(false)
    await settle()
    expect(state().qc_attacks.entities[2]?.name).toBe('Bow')
    expect(state().qcs.entities[7]?.qc_attacks).toEqual([1, 2])
  })

  it('moving an attack reorders it at once, then takes the ranks the server gives', async () => {
    const { store, calls, state } = storeWith({
      'PATCH /qcs/7/qc_attacks/2': { body: { id: 2, name: 'Bow', sorting: -10 } },
      'GET /qcs/7': {
        body: qc([
          { id: 2, name: 'Bow', sorting: -10 },
          { id: 1, name: 'Sword', sorting: 0 },
        ]),
      },
    })
    const moved = store.dispatch(reorderChild(attacks, [1, 2], 2, 0))
    expect(state().qc_attacks.entities[2]?.sorting).toBeLessThan(
      Number(state().qc_attacks.entities[1]?.sorting),
    )
    await moved
    expect(calls[0]?.body).toEqual({ qc_attack: { sorting_position: 0 } })
    expect(state().qc_attacks.entities[2]?.sorting).toBe(-10)
  })

  it('a move handed the list already in its new order sends the same index', async () => {
    const { store, calls } = storeWith({
      'PATCH /qcs/7/qc_attacks/2': { body: { id: 2, name: 'Bow', sorting: -10 } },
    })
    await store.dispatch(reorderChild(attacks, [2, 1], 2, 0))
    expect(calls[0]).toMatchObject({
      path: '/qcs/7/qc_attacks/2',
      body: { qc_attack: { sorting_position: 0 } },
    })
  })

  it('a refused move puts the old order back', async () => {
    const { store, state } = storeWith({
      'PATCH /qcs/7/qc_attacks/2': { status: 403, body: { error: 'not yours' } },
    })
    await store.dispatch(reorderChild(attacks, [1, 2], 2, 0))
    expect(state().qc_attacks.entities[1]?.sorting).toBe(0)
    expect(state().qc_attacks.entities[2]?.sorting).toBe(10)
    expect(store.getState().notices.queue[0]?.message).toBe(
      'The new order could not be saved: not yours',
    )
  })

  it("a character's evocation is created under its charms and listed among its evocations", async () => {
    const evocations = {
      parentKind: 'characters',
      parentId: 4,
      kind: 'charms',
      assoc: 'evocations',
    } as const
    const { store, calls } = testStore({
      'POST /characters/4/charms': { body: { id: 9, name: 'Flash', charm_type: 'Evocation' } },
    })
    store.dispatch(sessionActions.playerLoaded(9))
    store.dispatch(
      entityActions.received({
        kind: 'characters',
        rows: [{ id: 4, name: 'Zan', evocations: [] }],
      }),
    )
    await store.dispatch(createChild(evocations, { name: 'Flash' }))
    expect(calls[0]?.body).toEqual({ charm: { name: 'Flash' } })
    expect(store.getState().entities.current.byKind.characters.entities[4]?.evocations).toEqual([9])
  })
})
