import { fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { expect, it, vi } from 'vitest'
import { testStore } from '../../testing/fake-api.ts'
import { preloadChronicleDialog } from '../chronicle-dialog-code.ts'
import { ChronicleEntries } from './ChronicleEntries.tsx'

vi.mock('../chronicle-dialog-code.ts', () => ({ preloadChronicleDialog: vi.fn() }))

it('asks for the Join and Create New dialogs’ code as the Chronicles group opens, not as it closes', () => {
  const { store } = testStore({}, { hasToken: true })
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ChronicleEntries onNavigate={() => {}} />
      </MemoryRouter>
    </Provider>,
  )
  const toggle = screen.getByTestId('drawer-chronicles')
  expect(preloadChronicleDialog).not.toHaveBeenCalled()

  fireEvent.click(toggle)
  expect(store.getState().drawer.chroniclesOpen).toBe(true)
  expect(screen.getByTestId('drawer-create-chronicle')).toBeTruthy()
  expect(preloadChronicleDialog).toHaveBeenCalledTimes(1)

  fireEvent.click(toggle)
  expect(store.getState().drawer.chroniclesOpen).toBe(false)
  expect(preloadChronicleDialog).toHaveBeenCalledTimes(1)
})
