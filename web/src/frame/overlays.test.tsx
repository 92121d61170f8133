import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestActions } from '../store/requests.ts'
import { sessionActions } from '../store/session.ts'
import { testStore } from '../testing/fake-api.ts'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { GlobalSpinner, SPINNER_DELAY_MS } from './GlobalSpinner.tsx'
import { JOKE_TITLES } from './joke-titles.ts'
import { LOGGED_OUT_DELAY_MS, LoggedOutDialog } from './LoggedOutDialog.tsx'

type Visitor = 'never signed in' | 'signed in' | 'refused by the server' | 'logged out'

function renderAt(path: string, ui: React.ReactNode, visitor: Visitor = 'never signed in') {
  const { store } = testStore({}, { hasToken: visitor !== 'never signed in' })
  if (visitor === 'refused by the server')
    store.dispatch(sessionActions.loggedOut({ refused: true }))
  if (visitor === 'logged out') store.dispatch(sessionActions.loggedOut())
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  )
  return store
}

afterEach(() => vi.restoreAllMocks())

describe('the error boundary', () => {
  it('shows a joke title, "Something went wrong." and the error message', () => {
    const Broken = () => {
      throw new Error('The Loom of Fate snapped')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    const title = screen.getByRole('heading').textContent ?? ''
    expect(JOKE_TITLES).toContain(title)
    expect(screen.getByText('Something went wrong.')).toBeTruthy()
    expect(screen.getByText('The Loom of Fate snapped')).toBeTruthy()
  })
})

describe('timed overlays', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it(`the spinner waits ${SPINNER_DELAY_MS} ms, so quick calls never flash it`, () => {
    const store = renderAt('/', <GlobalSpinner />)
    act(() => {
      store.dispatch(requestActions.started('player'))
    })
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 50))
    expect(screen.queryByTestId('global-spinner')).toBeNull()
    act(() => vi.advanceTimersByTime(50))
    expect(screen.getByTestId('global-spinner')).toBeTruthy()
    act(() => {
      store.dispatch(requestActions.succeeded('player'))
    })
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByTestId('global-spinner')).toBeNull()
  })

  it(`the logged-out dialog appears ${LOGGED_OUT_DELAY_MS} ms after the server refused the session on a protected page`, () => {
    renderAt('/settings', <LoggedOutDialog />, 'refused by the server')
    act(() => vi.advanceTimersByTime(LOGGED_OUT_DELAY_MS - 50))
    expect(screen.queryByText("You've been logged out")).toBeNull()
    act(() => vi.advanceTimersByTime(50))
    expect(screen.getByText("You've been logged out")).toBeTruthy()
    expect(screen.getByText('Sorry about that.')).toBeTruthy()
  })

  it.each([
    '/',
    '/help/index',
    '/resources',
    '/privacy',
  ])('the logged-out dialog never appears on the public page %s', (path) => {
    renderAt(path, <LoggedOutDialog />, 'refused by the server')
    act(() => vi.advanceTimersByTime(LOGGED_OUT_DELAY_MS * 4))
    expect(screen.queryByText("You've been logged out")).toBeNull()
  })

  it.each<Visitor>([
    'signed in',
    'never signed in',
    'logged out',
  ])('the logged-out dialog never appears for a visitor who is %s', (visitor) => {
    renderAt('/settings', <LoggedOutDialog />, visitor)
    act(() => vi.advanceTimersByTime(LOGGED_OUT_DELAY_MS * 4))
    expect(screen.queryByText("You've been logged out")).toBeNull()
  })
})
