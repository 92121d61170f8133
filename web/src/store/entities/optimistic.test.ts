import { describe, expect, it } from 'vitest'
import type { Row } from '../../api/types.ts'
import { liveUpdate } from '../../testing/live-events.ts'
import { entitiesReducer, entityActions } from './entities-slice.ts'
import { HISTORY_LIMIT, isPending, withOptimism } from './optimistic.ts'

const reducer = withOptimism(entitiesReducer)
const character = (fields: Partial<Row> = {}): Row => ({
  id: 1,
  name: 'Harmonious Jade',
  player_id: 7,
  essence: 1,
  version: 1,
  ...fields,
})
const start = () =>
  reducer(undefined, entityActions.received({ kind: 'characters', rows: [character()] }))
const row = (state: ReturnType<typeof reducer>) => state.current.byKind.characters.entities[1]

describe('optimistic edits', () => {
  it('show at once, before the server answers', () => {
    const state = reducer(
      start(),
      entityActions.patched({ kind: 'characters', id: 1, changes: { essence: 3 } }, 'a'),
    )
    expect(row(state)?.essence).toBe(3)
    expect(isPending(state, 'a')).toBe(true)
  })

  it('take the server’s answer on commit, including fields the server worked out', () => {
    let state = reducer(
      start(),
      entityActions.patched({ kind: 'characters', id: 1, changes: { essence: 3 } }, 'a'),
    )
    state = reducer(
      state,
      entityActions.committed(
        {
          kind: 'characters',
          row: character({ essence: 3, motes_personal_total: 19, version: 2 }),
        },
        'a',
      ),
    )
    expect(row(state)).toMatchObject({ essence: 3, motes_personal_total: 19, version: 2 })
    expect(isPending(state, 'a')).toBe(false)
    expect(state.history).toEqual([])
  })

  it('are taken back on failure, keeping the edits made after them', () => {
    let state = reducer(
      start(),
      entityActions.patched({ kind: 'characters', id: 1, changes: { essence: 3 } }, 'a'),
    )
    state = reducer(
      state,
      entityActions.patched({ kind: 'characters', id: 1, changes: { name: 'Jade' } }, 'b'),
    )
    state = reducer(state, entityActions.reverted('a'))
    expect(row(state)).toMatchObject({ essence: 1, name: 'Jade' })
    expect(isPending(state, 'b')).toBe(true)
  })

  it('bring a deleted item back when the deletion fails', () => {
    let state = reducer(start(), entityActions.removed({ kind: 'characters', id: 1 }, 'a'))
    expect(row(state)).toBeUndefined()
    state = reducer(state, entityActions.reverted('a'))
    expect(row(state)?.name).toBe('Harmonious Jade')
  })

  it('replay live events that arrived meanwhile when one edit is taken back', () => {
    let state = reducer(
      start(),
      entityActions.patched({ kind: 'characters', id: 1, changes: { essence: 3 } }, 'a'),
    )
    state = reducer(
      state,
      entityActions.liveEventReceived(
        liveUpdate({ type: 'character', id: 1, version: 2 }, { willpower_temporary: 4 }),
      ),
    )
    state = reducer(state, entityActions.reverted('a'))
    expect(row(state)).toMatchObject({ essence: 1, willpower_temporary: 4, version: 2 })
  })

  it(`keep at most ${HISTORY_LIMIT} actions, after which the oldest edit can no longer be taken back`, () => {
    let state = reducer(
      start(),
      entityActions.patched({ kind: 'characters', id: 1, changes: { essence: 5 } }, 'old'),
    )
    for (let n = 0; n < HISTORY_LIMIT; n += 1) {
      state = reducer(
        state,
        entityActions.patched(
          { kind: 'characters', id: 1, changes: { name: `Name ${n}` } },
          `t${n}`,
        ),
      )
      expect(state.history.length).toBeLessThanOrEqual(HISTORY_LIMIT)
    }
    expect(isPending(state, 'old')).toBe(false)
    expect(isPending(state, 't0')).toBe(true)
    state = reducer(state, entityActions.reverted('old'))
    expect(row(state)?.essence).toBe(5)
    state = reducer(state, entityActions.reverted('t0'))
    expect(row(state)).toMatchObject({ essence: 5, name: `Name ${HISTORY_LIMIT - 1}` })
  })

  it('stop keeping history once nothing is pending', () => {
    let state = reducer(
      start(),
      entityActions.patched({ kind: 'characters', id: 1, changes: { essence: 2 } }, 'a'),
    )
    state = reducer(state, entityActions.committed({ kind: 'characters' }, 'a'))
    state = reducer(
      state,
      entityActions.received({ kind: 'characters', rows: [character({ id: 2 })] }),
    )
    expect(state.base).toBeNull()
    expect(state.history).toEqual([])
  })
})
