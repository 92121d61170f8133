import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../store/entities/entities-slice.ts'
import { outboxActions } from '../store/outbox/outbox-slice.ts'
import { sessionActions } from '../store/session.ts'
import { settle, testStore } from '../testing/fake-api.ts'
import ConflictDialog from './ConflictDialog.tsx'

describe('the dialog of changes that met other changes', () => {
  it('asks per field, saves only once every field is chosen, and sends the kept ones', async () => {
    const setup = testStore({
      'PATCH /characters/4': { body: { id: 4, name: 'Zan of the Sea', version: 6 } },
    })
    const { store, outbox } = setup
    store.dispatch(sessionActions.playerLoaded(9))
    store.dispatch(
      entityActions.received({
        kind: 'characters',
        rows: [{ id: 4, name: 'Zan the Bold', essence: 3, version: 5 }],
      }),
    )
    await outbox.put({
      seq: 1,
      player: 9,
      op: 'update',
      kind: 'characters',
      id: 4,
      path: '/characters/4',
      baseVersion: 5,
      base: { name: 'Zan the Bold', essence: 3 },
      changes: { name: 'Zan of the Sea', essence: 2 },
      conflict: true,
    })
    await act(async () => {
      store.dispatch(outboxActions.loaded(await outbox.list(9)))
    })
    render(
      <Provider store={store}>
        <ConflictDialog />
      </Provider>,
    )
    expect(screen.getByText(/Someone else changed “Zan the Bold”/)).toBeTruthy()
    expect(screen.getByTestId('conflict-keep-mine-name').textContent).toBe(
      'Keep mine: Zan of the Sea',
    )
    expect(screen.getByTestId('conflict-take-theirs-essence').textContent).toBe('Take theirs: 3')
    const save = screen.getByTestId('conflict-save') as HTMLButtonElement
    const user = userEvent.setup()
    await user.click(screen.getByTestId('conflict-keep-mine-name'))
    expect(save.disabled).toBe(true)
    await user.click(screen.getByTestId('conflict-take-theirs-essence'))
    expect(save.disabled).toBe(false)
    await user.click(save)
    await act(settle)
    await act(settle)
    const patch = setup.calls.find((call) => call.method === 'PATCH')
    expect(patch).toMatchObject({
      body: { character: { name: 'Zan of the Sea' } },
      baseVersion: '5',
    })
    expect(outbox.mutations).toEqual([])
    expect(screen.queryByTestId('conflict-dialog')).toBeNull()
  })
})
