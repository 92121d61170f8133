import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AuthProviders } from '../api/types.ts'
import { authProviderActions } from '../store/auth-providers.ts'
import { testStore } from '../testing/fake-api.ts'
import { SignInButtons } from './SignInButtons.tsx'

function renderButtons(providers: AuthProviders, quiet = false) {
  const { store } = testStore({})
  store.dispatch(authProviderActions.received(providers))
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SignInButtons quiet={quiet} />
      </MemoryRouter>
    </Provider>,
  )
}

describe('the sign-in buttons', () => {
  it('offer Google when the server has it', () => {
    renderButtons({ google: true, developer: false })
    expect(screen.getByTestId('sign-in-google').textContent).toBe('Log in with Google')
    expect(screen.queryByTestId('sign-in-google-unconfigured')).toBeNull()
  })

  it('say once, quietly, that Google is not set up, instead of a button that cannot work', () => {
    renderButtons({ google: false, developer: true })
    expect(screen.queryByTestId('sign-in-google')).toBeNull()
    expect(screen.queryAllByRole('button', { name: /google/i })).toEqual([])
    expect(screen.getByTestId('sign-in-google-unconfigured').textContent).toMatch(/not set up/)
    expect(screen.getByTestId('sign-in-developer')).toBeTruthy()
  })

  it('in the drawer leave the note out when another sign-in works', () => {
    renderButtons({ google: false, developer: true }, true)
    expect(screen.queryByTestId('sign-in-google-unconfigured')).toBeNull()
    expect(screen.getByTestId('sign-in-developer')).toBeTruthy()
  })

  it('in the drawer keep the note when it is the only word on signing in', () => {
    renderButtons({ google: false, developer: false }, true)
    expect(screen.getByTestId('sign-in-google-unconfigured')).toBeTruthy()
  })
})
