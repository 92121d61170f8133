import { newCharacterDraft, qcSchemas } from '@loom/core'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { Row } from '../api/types.ts'
import { NO_BEST_PARRY } from '../character/best-parry.ts'
import { entityActions } from '../store/entities/entities-slice.ts'
import { NO_CHILDREN } from '../testing/character-sheet.tsx'
import { testStore } from '../testing/fake-api.ts'
import { useCombatantChildren, useCombatantFigures } from './use-combatant-figures.ts'

const qc = (id: number, attacks: number[], poisons: number[] = []): Row => ({
  ...qcSchemas.fields.parse({}),
  id,
  name: `Bandit ${id}`,
  player_id: 1,
  chronicle_id: 5,
  qc_attacks: attacks,
  qc_merits: [],
  poisons,
  version: 1,
})

const attack = (id: number, qcId: number, sorting: number): Row => ({
  id,
  qc_attackable_type: 'Qc',
  qc_attackable_id: qcId,
  name: `Blow ${id}`,
  pool: 4,
  damage: 3,
  overwhelming: 1,
  sorting,
  version: 1,
})

const poison = (id: number, qcId: number, penalty: number, version = 1): Row => ({
  id,
  poisonable_type: 'Qc',
  poisonable_id: qcId,
  name: `Venom ${id}`,
  penalty,
  version,
})

function world() {
  const { store } = testStore({})
  store.dispatch(
    entityActions.received({ kind: 'qcs', rows: [qc(21, [101, 102, 103], [301]), qc(22, [201])] }),
  )
  store.dispatch(
    entityActions.received({
      kind: 'qc_attacks',
      rows: [attack(101, 21, 2), attack(102, 21, 0), attack(103, 21, 1), attack(201, 22, 0)],
    }),
  )
  store.dispatch(entityActions.received({ kind: 'poisons', rows: [poison(301, 21, 0)] }))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  const bandit = store.getState().entities.current.byKind.qcs.entities[21] as Row
  return { store, wrapper, bandit }
}

describe("a combatant's figures", () => {
  it("take the qc's attacks in the order its player ranked them, not the order listed", () => {
    const { wrapper, bandit } = world()
    const { result } = renderHook(() => useCombatantChildren('qc', bandit, bandit), { wrapper })
    expect(result.current.attacks.map((row) => row.id)).toEqual([102, 103, 101])
  })

  it("stay as they were when another qc's attack is edited", () => {
    const { store, wrapper, bandit } = world()
    const { result } = renderHook(() => useCombatantFigures('qc', bandit), { wrapper })
    const before = result.current
    act(() => {
      store.dispatch(
        entityActions.received({ kind: 'qc_attacks', rows: [{ ...attack(201, 22, 0), pool: 9 }] }),
      )
    })
    expect(result.current).toBe(before)
  })

  it('follow an edit of a poison on the combatant itself', () => {
    const { store, wrapper, bandit } = world()
    const { result } = renderHook(() => useCombatantFigures('qc', bandit), { wrapper })
    expect(result.current.penalties).toEqual([])
    act(() => {
      store.dispatch(entityActions.received({ kind: 'poisons', rows: [poison(301, 21, 2, 2)] }))
    })
    expect(result.current.penalties).toEqual(['Poison -2'])
  })
})

describe("a character card's Best Parry", () => {
  function fighter(weapons: Row[]) {
    const { store } = testStore({})
    const row: Row = {
      ...newCharacterDraft('Character', { attr_dexterity: 3, abil_melee: 2 }),
      id: 40,
      name: 'Parrying Fighter',
      player_id: 1,
      chronicle_id: null,
      ...NO_CHILDREN,
      weapons: weapons.map((weapon) => weapon.id),
      version: 1,
    }
    store.dispatch(entityActions.received({ kind: 'characters', rows: [row] }))
    store.dispatch(entityActions.received({ kind: 'weapons', rows: weapons }))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    )
    const parry = renderHook(() => useCombatantFigures('character', row), {
      wrapper,
    }).result.current.figures.find((figure) => figure.label === 'Best Parry')
    return parry?.value
  }

  it('reads "None" without weapons, the word the sheet uses', () => {
    expect(fighter([])).toBe(NO_BEST_PARRY)
  })

  it('is the Parry of the only weapon, the first in the list', () => {
    // (Dexterity 3 + Melee 2) / 2 rounded up, + 1 for a medium weapon.
    const sword = {
      id: 501,
      character_id: 40,
      name: 'Sword',
      weight: 'medium',
      ability: 'melee',
      sorting: 0,
      version: 1,
    }
    expect(fighter([sword])).toBe(4)
  })
})
