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

const google = (configured: boolean) => ({ id: 'google_oauth2', label: 'Google', configured })
const discord = (configured: boolean) => ({ id: 'discord', label: 'Discord', configured })

describe('the sign-in buttons', () => {
  it('offer every provider the host configured, each posting to its own sign-in', () => {
    renderButtons({
      google: true,
      developer: false,
      passkey: true,
      providers: [
        google(true),
        discord(true),
        { id: 'oidc_keep', label: 'Our Keep', configured: true },
      ],
    })
    expect(screen.getByTestId('sign-in-google').textContent).toBe('Log in with Google')
    expect(screen.getByTestId('sign-in-discord').closest('form')?.getAttribute('action')).toBe(
      '/auth/discord',
    )
    expect(screen.getByTestId('sign-in-oidc_keep').textContent).toBe('Log in with Our Keep')
    expect(screen.queryByTestId('sign-in-unconfigured')).toBeNull()
  })

  it('name once, quietly, the providers the host has not set up, instead of buttons that cannot work', () => {
    renderButtons({
      google: false,
      developer: true,
      passkey: true,
      providers: [google(false), discord(false)],
    })
    expect(screen.queryAllByRole('button', { name: /google|discord/i })).toEqual([])
    expect(screen.getByTestId('sign-in-unconfigured').textContent).toBe(
      'Not set up on this server: Google, Discord.',
    )
    expect(screen.getByTestId('sign-in-developer')).toBeTruthy()
  })

  it('in the drawer leave the note out', () => {
    renderButtons({ google: false, developer: true, providers: [google(false)] }, true)
    expect(screen.queryByTestId('sign-in-unconfigured')).toBeNull()
    expect(screen.getByTestId('sign-in-developer')).toBeTruthy()
  })

  it('offer Google when an older server only says it has it', () => {
    renderButtons({ google: true, developer: false })
    expect(screen.getByTestId('sign-in-google')).toBeTruthy()
  })
})
