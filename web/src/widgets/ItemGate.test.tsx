import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fetchItem } from '../store/items.ts'
import { startSession } from '../store/player.ts'
import { testStore } from '../testing/fake-api.ts'
import { liveDestroy } from '../testing/live-events.ts'
import { listPage, signedInRoutes } from '../testing/signed-in.ts'
import { ItemGate } from './ItemGate.tsx'

const character = {
  id: 5,
  name: 'Doomed Hero',
  player_id: 7,
  chronicle_id: null,
  type: 'Character',
  hidden: false,
  public: false,
  pinned: false,
  sorting: 1,
  chronicle_sorting: 0,
  version: 1,
}

/**
 * Renders the sheet page of character 5 and waits for it; answers how often its gate has
 * rendered the sheet so far.
 */
async function countSheetRenders(store: ReturnType<typeof testStore>['store']) {
  let renders = 0
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/characters/5']}>
        <Routes>
          <Route
            path="/characters/:id"
            element={
              <ItemGate kind="characters">
                {(item) => {
                  renders += 1
                  return <h1>{item.name}</h1>
                }}
              </ItemGate>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  await screen.findByRole('heading', { name: 'Doomed Hero' })
  return () => renders
}

function renderSheet(routes: Parameters<typeof testStore>[0], path = '/characters/5') {
  const harness = testStore(routes)
  render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/characters/:id"
            element={<ItemGate kind="characters">{(item) => <h1>{item.name}</h1>}</ItemGate>}
          />
          <Route
            path="/characters/:id/edit"
            element={
              <ItemGate kind="characters" forEditing>
                {(item) => <h1>Editing {item.name}</h1>}
              </ItemGate>
            }
          />
          <Route path="/content" element={<h1>Everything</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return harness
}

describe('an item page', () => {
  it('moves to /content when its item is deleted elsewhere', async () => {
    const { store, live } = renderSheet({
      ...signedInRoutes(),
      'GET /characters?page=1': listPage([character]),
    })
    await act(() => store.dispatch(startSession()))
    await screen.findByRole('heading', { name: 'Doomed Hero' })
    act(() => {
      live.opened[0]?.handlers.received(
        liveDestroy({
          type: 'character',
          id: 5,
          version: 2,
          parent_type: 'players',
          parent_id: 7,
          assoc: 'characters',
        }),
      )
    })
    await screen.findByRole('heading', { name: 'Everything' })
  })

  it('says the item is not found when the server answers 404', async () => {
    renderSheet({
      'GET /characters/5': { status: 404, body: { error: 'There is no character 5' } },
    })
    await screen.findByTestId('page-not-found')
  })

  it('offers to retry when the server cannot be reached', async () => {
    renderSheet({ 'GET /characters/5': { status: 503, body: null } })
    await screen.findByTestId('page-failed')
    expect(screen.getByTestId('page-retry')).toBeTruthy()
  })

  it('offers to retry, instead of loading for ever, when a fetched item is still not whole', async () => {
    const harness = testStore({ 'GET /characters/5': { body: character } })
    render(
      <Provider store={harness.store}>
        <MemoryRouter initialEntries={['/characters/5']}>
          <Routes>
            <Route
              path="/characters/:id"
              element={
                <ItemGate kind="characters" isComplete={(item) => 'weapons' in item}>
                  {(item) => <h1>{item.name}</h1>}
                </ItemGate>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    )
    await screen.findByTestId('page-failed')
    expect(screen.getByTestId('page-retry')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Doomed Hero' })).toBeNull()
  })

  it('refuses its editor to a player who may only read it', async () => {
    const { store } = renderSheet(
      {
        ...signedInRoutes({ id: 8, display_name: 'Reader', chronicles: [], own_chronicles: [] }),
        'GET /characters/5': { body: { ...character, public: true } },
      },
      '/characters/5/edit',
    )
    await act(() => store.dispatch(startSession()))
    await screen.findByTestId('page-forbidden')
  })

  it('does not render its sheet again when the player’s own lists arrive', async () => {
    const harness = testStore({
      ...signedInRoutes(),
      'GET /characters/5': { body: character },
    })
    const renders = await countSheetRenders(harness.store)
    const before = renders()
    await act(() => harness.store.dispatch(startSession()))
    expect(harness.store.getState().session.id).toBe(7)
    expect(renders()).toBe(before)
  })

  it('does not render its sheet again when the same item is read again (as once live)', async () => {
    const harness = testStore({ 'GET /characters/5': { body: character } })
    const renders = await countSheetRenders(harness.store)
    const before = renders()
    await act(() => harness.store.dispatch(fetchItem('characters', 5)))
    expect(harness.calls.filter(({ path }) => path === '/characters/5')).toHaveLength(2)
    expect(renders()).toBe(before)
  })
})
