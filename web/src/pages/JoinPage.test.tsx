import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteTable } from '../testing/fake-api.ts'
import { testStore } from '../testing/fake-api.ts'
import { signedInStore } from '../testing/signed-in.ts'
import JoinPage from './JoinPage.tsx'

const CODE = 'K7QM-3XHD-9TWB-RF2A'
const CHRONICLE = { id: 12, name: 'Rain of Jade', st_id: 3, players: [], version: 1 }

function renderAt(store: ReturnType<typeof testStore>['store']) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/join/${CODE}`]}>
        <Routes>
          <Route path="join/:code" element={<JoinPage />} />
          <Route path="chronicles/:id" element={<p data-testid="landed">in the chronicle</p>} />
          <Route path="/" element={<p data-testid="home">home</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const invite = (reply: RouteTable[string]): RouteTable => ({
  [`GET /chronicles/invites/${CODE}`]: reply,
})

describe('an invite link', () => {
  it('joins and lands in the chronicle when signed in', async () => {
    const { store, calls } = await signedInStore({
      ...invite({ body: { chronicle_id: 12, name: 'Rain of Jade', joined: false } }),
      'POST /chronicles/join': { body: CHRONICLE },
    })
    renderAt(store)
    await screen.findByTestId('landed')
    expect(calls.find((call) => call.path === '/chronicles/join')?.body).toEqual({
      invite_code: CODE,
    })
  })

  it('goes straight to the chronicle when already in it, without joining again', async () => {
    const { store, calls } = await signedInStore(
      invite({ body: { chronicle_id: 12, name: 'Rain of Jade', joined: true } }),
    )
    renderAt(store)
    await screen.findByTestId('landed')
    expect(calls.some((call) => call.path === '/chronicles/join')).toBe(false)
  })

  it('says clearly that an old or disabled code no longer works, with a way back', async () => {
    const { store } = await signedInStore(
      invite({ status: 404, body: { error: 'No chronicle has that invite code' } }),
    )
    renderAt(store)
    expect((await screen.findByTestId('join-refusal')).textContent).toMatch(/no longer works/)
    expect(screen.getByTestId('join-back').getAttribute('href')).toBe('/')
  })

  it('asks a signed-out visitor to sign in first, and asks the server nothing', async () => {
    const { store, calls } = testStore({}, { hasToken: false })
    renderAt(store)
    await screen.findByTestId('join-sign-in')
    expect(calls.filter((call) => call.path.startsWith('/chronicles'))).toEqual([])
  })
})
