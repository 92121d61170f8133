import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { connectionActions } from '../store/connection.ts'
import { networkActions } from '../store/network.ts'
import { outboxActions } from '../store/outbox/outbox-slice.ts'
import { testStore } from '../testing/fake-api.ts'
import { ConnectionIndicator } from './ConnectionIndicator.tsx'

function renderIndicator() {
  const { store } = testStore({})
  render(
    <Provider store={store}>
      <ConnectionIndicator />
    </Provider>,
  )
  return store
}

describe('the connection indicator', () => {
  it('says the device is offline above anything the live channel says, and live again after', () => {
    const store = renderIndicator()
    act(() => {
      store.dispatch(connectionActions.changed('live'))
    })
    const indicator = screen.getByTestId('connection-indicator')
    expect(indicator.dataset.status).toBe('live')
    act(() => {
      store.dispatch(networkActions.changed('offline'))
      store.dispatch(connectionActions.changed('reconnecting'))
    })
    expect(indicator.dataset.status).toBe('offline')
    expect(indicator.getAttribute('aria-label')).toMatch(/^Offline: showing what this device kept/)
    act(() => {
      store.dispatch(networkActions.changed('online'))
      store.dispatch(connectionActions.changed('live'))
    })
    expect(screen.getByTestId('connection-indicator').dataset.status).toBe('live')
  })

  it('shows nothing while signed out and online', () => {
    renderIndicator()
    expect(screen.queryByTestId('connection-indicator')).toBeNull()
  })

  it('counts the changes kept offline, and says it is syncing them while they are sent', () => {
    const store = renderIndicator()
    const edit = {
      player: 1,
      op: 'update' as const,
      kind: 'characters' as const,
      id: 4,
      path: '/characters/4',
      baseVersion: 2,
      base: {},
      changes: { notes: 'x' },
    }
    act(() => {
      store.dispatch(networkActions.changed('offline'))
      store.dispatch(
        outboxActions.loaded([
          { ...edit, seq: 1, conflict: false },
          { ...edit, seq: 2, id: 5, changes: { notes: 'y', essence: 2 }, conflict: false },
          { ...edit, seq: 3, id: 6, conflict: true },
        ]),
      )
    })
    const indicator = screen.getByTestId('connection-indicator')
    expect(indicator.getAttribute('aria-label')).toBe(
      'Offline: 3 changes kept on this device, sent when the connection returns.',
    )
    expect(screen.getByTestId('pending-edits').textContent).toBe('3 pending')
    act(() => {
      store.dispatch(networkActions.changed('online'))
      store.dispatch(outboxActions.sending({ seq: 1, on: true }))
    })
    expect(indicator.dataset.status).toBe('syncing')
    expect(indicator.getAttribute('aria-label')).toBe('Syncing 3 changes made offline')
    expect(screen.getByTestId('pending-edits').textContent).toBe('Syncing 3')
  })
})
