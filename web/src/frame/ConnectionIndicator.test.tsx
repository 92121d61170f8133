import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { connectionActions } from '../store/connection.ts'
import { networkActions } from '../store/network.ts'
import { testStore } from '../testing/fake-api.ts'
import { ConnectionIndicator } from './ConnectionIndicator.tsx'

describe('the connection indicator', () => {
  it('says the device is offline above anything the live channel says, and live again after', () => {
    const { store } = testStore({})
    render(
      <Provider store={store}>
        <ConnectionIndicator />
      </Provider>,
    )
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
    const { store } = testStore({})
    render(
      <Provider store={store}>
        <ConnectionIndicator />
      </Provider>,
    )
    expect(screen.queryByTestId('connection-indicator')).toBeNull()
  })
})
