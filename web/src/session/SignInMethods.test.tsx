import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { SignInMethod } from '../api/types.ts'
import { authProviderActions } from '../store/auth-providers.ts'
import { testStore } from '../testing/fake-api.ts'
import { SignInMethods } from './SignInMethods.tsx'

const method = (id: number, fields: Partial<SignInMethod> = {}): SignInMethod => ({
  id,
  kind: 'passkey',
  provider: 'passkey',
  label: 'Passkey',
  email: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  ...fields,
})

function renderMethods(methods: SignInMethod[]) {
  let listed = methods
  const { store, calls } = testStore({
    'GET /sign_in_methods': () => ({ body: listed }),
    'DELETE /sign_in_methods/1': () => {
      listed = listed.filter((entry) => entry.id !== 1)
      return { body: { id: 1 } }
    },
  })
  store.dispatch(
    authProviderActions.received({
      google: false,
      developer: false,
      providers: [
        { id: 'discord', label: 'Discord', configured: true },
        { id: 'google_oauth2', label: 'Google', configured: false },
      ],
    }),
  )
  render(
    <Provider store={store}>
      <SignInMethods />
    </Provider>,
  )
  return calls
}

describe("Settings' ways to sign in", () => {
  it('list each one, and remove one when another is left', async () => {
    const calls = renderMethods([
      method(1),
      method(2, { kind: 'provider', provider: 'discord', label: 'Discord', email: 'a@b.example' }),
    ])
    await screen.findByTestId('sign-in-method-2')
    expect(screen.getByTestId('sign-in-method-2').textContent).toContain('a@b.example')
    fireEvent.click(screen.getByTestId('sign-in-method-remove-1'))
    await waitFor(() => expect(screen.queryByTestId('sign-in-method-1')).toBeNull())
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/sign_in_methods/1'),
    ).toBe(true)
    expect((screen.getByTestId('sign-in-method-remove-2') as HTMLButtonElement).disabled).toBe(true)
  })

  it('offer to add only the providers the host configured, with the session to add them to', async () => {
    renderMethods([method(1)])
    await screen.findByTestId('sign-in-method-1')
    expect((screen.getByTestId('sign-in-method-remove-1') as HTMLButtonElement).disabled).toBe(true)
    const form = screen.getByTestId('settings-add-discord').closest('form')
    expect(form?.getAttribute('action')).toBe('/auth/discord')
    expect(form?.querySelector<HTMLInputElement>('input[name="session_token"]')).not.toBeNull()
    expect(screen.queryByTestId('settings-add-google')).toBeNull()
  })
})
