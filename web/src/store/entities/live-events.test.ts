import type { LiveEvent } from '@loom/core'
import { describe, expect, it } from 'vitest'
import type { Row } from '../../api/types.ts'
import { liveCreate, liveDestroy, liveUpdate } from '../../testing/live-events.ts'
import { type EntitiesState, entitiesReducer, entityActions } from './entities-slice.ts'

const me: Row = {
  id: 7,
  display_name: 'Ana',
  characters: [1],
  qcs: [],
  battlegroups: [],
  chronicles: [{ id: 3, st_id: 2, name: 'Rain', players: [7, 11] }],
  own_chronicles: [],
}
const character: Row = {
  id: 1,
  name: 'Harmonious Jade',
  player_id: 7,
  chronicle_id: 3,
  essence: 2,
  version: 5,
  merits: [{ id: 40, merit_name: 'Fast Reflexes', character_id: 1, version: 1 }],
  martial_arts_charms: [],
}

function loaded(): EntitiesState {
  let state = entitiesReducer(undefined, entityActions.currentPlayerReceived({ player: me }))
  state = entitiesReducer(state, entityActions.received({ kind: 'characters', rows: [character] }))
  state = entitiesReducer(
    state,
    entityActions.received({
      kind: 'chronicles',
      rows: [{ id: 3, st_id: 2, name: 'Rain', players: [7, 11], characters: [1] }],
    }),
  )
  return state
}
const apply = (state: EntitiesState, event: LiveEvent) =>
  entitiesReducer(state, entityActions.liveEventReceived(event))
const characterOf = (state: EntitiesState) => state.byKind.characters.entities[1]

describe('live events', () => {
  it('an update newer than what is shown changes the fields it names', () => {
    const state = apply(
      loaded(),
      liveUpdate({ type: 'character', id: 1, version: 6 }, { essence: 3 }),
    )
    expect(characterOf(state)).toMatchObject({ essence: 3, version: 6, name: 'Harmonious Jade' })
  })

  it('an update older than what is shown is ignored, so late events never undo newer state', () => {
    let state = apply(
      loaded(),
      liveUpdate({ type: 'character', id: 1, version: 7 }, { essence: 4 }),
    )
    state = apply(state, liveUpdate({ type: 'character', id: 1, version: 6 }, { essence: 3 }))
    expect(characterOf(state)).toMatchObject({ essence: 4, version: 7 })
  })

  it('the same update delivered twice applies once', () => {
    const event: LiveEvent = liveUpdate({ type: 'character', id: 1, version: 6 }, { essence: 3 })
    const once = apply(loaded(), event)
    expect(apply(once, event).byKind).toBe(once.byKind)
  })

  it('an update for something never loaded leaves no partial record behind', () => {
    const state = apply(loaded(), liveUpdate({ type: 'qc', id: 99, version: 2 }, { name: 'Ghost' }))
    expect(state.byKind.qcs.entities[99]).toBeUndefined()
  })

  it('a create adds the entity and links it under its parent list', () => {
    const state = apply(
      loaded(),
      liveCreate(
        {
          type: 'merit',
          id: 41,
          version: 1,
          parent_type: 'characters',
          parent_id: 1,
          assoc: 'merits',
        },
        { id: 41, merit_name: 'Pain Tolerance', character_id: 1 },
      ),
    )
    expect(state.byKind.merits.entities[41]).toMatchObject({
      merit_name: 'Pain Tolerance',
      version: 1,
    })
    expect(characterOf(state)?.merits).toEqual([40, 41])
  })

  it('a create of a charm lands in the list its event names', () => {
    const state = apply(
      loaded(),
      liveCreate(
        {
          type: 'charm',
          id: 90,
          version: 1,
          parent_type: 'characters',
          parent_id: 1,
          assoc: 'martial_arts_charms',
        },
        { id: 90, name: 'Snake Form' },
      ),
    )
    expect(characterOf(state)?.martial_arts_charms).toEqual([90])
  })

  it('a destroy removes the item from its owner, its chronicle and the store', () => {
    const state = apply(
      loaded(),
      liveDestroy({
        type: 'character',
        id: 1,
        version: 6,
        parent_type: 'players',
        parent_id: 7,
        assoc: 'characters',
        chronicle_id: 3,
      }),
    )
    expect(characterOf(state)).toBeUndefined()
    expect(state.byKind.players.entities[7]?.characters).toEqual([])
    expect(state.byKind.chronicles.entities[3]?.characters).toEqual([])
    expect(Object.keys(state.destroyed)).toContain('characters/1')
  })

  it('a chronicle that no longer lists the player is dropped from their drawer', () => {
    const state = apply(
      loaded(),
      liveUpdate({ type: 'chronicle', id: 3, version: 4 }, { players: [11] }),
    )
    expect(state.byKind.chronicles.entities[3]).toBeUndefined()
    expect(state.byKind.players.entities[7]?.chronicles).toEqual([])
  })

  it('a chronicle that still lists the player stays', () => {
    const state = apply(
      loaded(),
      liveUpdate({ type: 'chronicle', id: 3, version: 4 }, { players: [7] }),
    )
    expect(state.byKind.chronicles.entities[3]?.players).toEqual([7])
  })
})
