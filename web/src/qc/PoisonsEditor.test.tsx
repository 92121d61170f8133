import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Row } from '../api/types.ts'
import { entityActions } from '../store/entities/entities-slice.ts'
import { testStore } from '../testing/fake-api.ts'
import { PoisonsEditor, PoisonsSection, poisonsOf } from './PoisonsEditor.tsx'

const poison = (id: number, parentType: string, parentId: number): Row => ({
  id,
  poisonable_type: parentType,
  poisonable_id: parentId,
  name: 'Arrow Frog Venom',
  penalty: 2,
  interval: 'rounds',
  damage: 1,
  damage_type: 'i',
  crash_damage_type: 'x',
  vector: '',
  duration: 5,
  duration_type: 'rounds',
  notes: '',
  ref: '',
  version: 1,
})

function setUp(kind: 'characters' | 'weapons' | 'combat_actors', parent: Row) {
  const path = `/${kind}/${parent.id}/poisons`
  const { store, calls } = testStore({
    [`POST ${path}`]: { body: poison(77, kind, parent.id) },
  })
  store.dispatch(entityActions.received({ kind, rows: [parent] }))
  const current = () => store.getState().entities.current.byKind[kind].entities[parent.id] as Row
  return { store, calls, current, path }
}

describe('the poison editor on characters, weapons and combat actors', () => {
  it.each([
    ['characters', 'character-editor-poisons'],
    ['combat_actors', 'combat-actor-poisons'],
  ] as const)('adds a poison to one of the %s through its own path', async (kind, testId) => {
    const parent = { id: 4, name: 'Victim', poisons: [], version: 1 }
    const { store, calls, current, path } = setUp(kind, parent)
    const { rerender } = render(
      <Provider store={store}>
        <MemoryRouter>
          <PoisonsSection owner={current()} kind={kind} />
        </MemoryRouter>
      </Provider>,
    )
    expect(screen.getByText(/Not poisoned/)).toBeTruthy()
    fireEvent.click(screen.getByTestId(`${testId}-add`))
    await waitFor(() => expect(current().poisons).toEqual([77]))
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path })
    rerender(
      <Provider store={store}>
        <MemoryRouter>
          <PoisonsSection owner={current()} kind={kind} />
        </MemoryRouter>
      </Provider>,
    )
    expect(screen.getAllByTestId(`${testId}-row`)).toHaveLength(1)
  })

  it('adds a poison a weapon delivers under the weapon', async () => {
    const weapon = { id: 9, name: 'Blowgun', character_id: 4, poisons: [], version: 1 }
    const { store, calls, current, path } = setUp('weapons', weapon)
    render(
      <Provider store={store}>
        <MemoryRouter>
          <PoisonsEditor
            owner={current()}
            list={poisonsOf('weapons', 9)}
            addLabel="Add Poison"
            empty="None."
            testId="weapon-dialog-poisons"
          />
        </MemoryRouter>
      </Provider>,
    )
    fireEvent.click(screen.getByTestId('weapon-dialog-poisons-add'))
    await waitFor(() => expect(current().poisons).toEqual([77]))
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path,
      body: { poison: { name: 'Poison 1' } },
    })
  })
})
