import { characterSchemas, qcSchemas } from '@loom/core'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import type { Row } from '../api/types.ts'
import { CombatTab } from '../chronicle/CombatTab.tsx'
import { entityActions } from '../store/entities/entities-slice.ts'
import type { Kind } from '../store/entities/kinds.ts'
import { sessionActions } from '../store/session.ts'
import { type RouteTable, testStore } from './fake-api.ts'

// Red Dust, the chronicle of the combat tests: its storyteller's bandit (a QC) fights Swift
// Lotus, a player's character, both already in combat.

export const ST = 1
export const PLAYER = 2

/** The chronicle as the API answers it, its players as summaries. */
export const RED_DUST = {
  id: 5,
  name: 'Red Dust',
  st_id: ST,
  players: [{ id: PLAYER, display_name: 'Player' }],
  version: 1,
}

const placed = { chronicle_id: 5, hidden: false, public: false, pinned: false, sorting: 0 }

/** Swift Lotus (character 11), with Initiative 12. */
export const swiftLotus = (fields: Partial<Row> = {}): Row => ({
  ...characterSchemas.fields.parse({}),
  ...placed,
  id: 11,
  type: 'Character',
  name: 'Swift Lotus',
  player_id: PLAYER,
  chronicle_sorting: 0,
  in_combat: true,
  initiative: 12,
  version: 1,
  ...fields,
})

/** The bandit (QC 21), with Initiative 8. */
export const bandit = (fields: Partial<Row> = {}): Row => ({
  ...qcSchemas.fields.parse({}),
  ...placed,
  id: 21,
  name: 'Bandit',
  player_id: ST,
  chronicle_sorting: 1,
  in_combat: true,
  initiative: 8,
  version: 1,
  ...fields,
})

/**
 * Red Dust's combat tab as player `as` sees it, the store holding the chronicle and `rows`
 * (received kind by kind, in the order given), the server answering `routes`.
 */
export function renderCombatTab(
  as: number,
  rows: Partial<Record<Kind, Row[]>>,
  routes: RouteTable = {},
) {
  const world = testStore(routes)
  world.store.dispatch(sessionActions.playerLoaded(as))
  world.store.dispatch(entityActions.received({ kind: 'chronicles', rows: [RED_DUST] }))
  for (const [kind, received] of Object.entries(rows) as [Kind, Row[]][]) {
    world.store.dispatch(entityActions.received({ kind, rows: received }))
  }
  render(
    <Provider store={world.store}>
      <MemoryRouter>
        <CombatTab
          chronicle={world.store.getState().entities.current.byKind.chronicles.entities[5]!}
        />
      </MemoryRouter>
    </Provider>,
  )
  return world
}
