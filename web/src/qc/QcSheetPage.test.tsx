import { qcSchemas } from '@loom/core'
import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import QcSheetPage from '../pages/QcSheetPage.tsx'
import { entityActions } from '../store/entities/entities-slice.ts'
import { testStore } from '../testing/fake-api.ts'

const summary = {
  id: 9,
  name: 'Bandit',
  player_id: 7,
  chronicle_id: null,
  hidden: false,
  public: false,
  pinned: false,
  sorting: 0,
  chronicle_sorting: 0,
  version: 1,
}
const whole = {
  ...qcSchemas.fields.parse({}),
  ...summary,
  join_battle: 6,
  qc_attacks: [],
  qc_merits: [],
  qc_charms: [],
  spells: [],
  poisons: [],
}

describe('the QC sheet page', () => {
  it("fetches the whole QC when the player's list held only its summary", async () => {
    const { store, calls } = testStore({ 'GET /qcs/9': { body: whole } })
    // The player's own list embeds a summary of each item: no stats, no attacks.
    store.dispatch(entityActions.received({ kind: 'qcs', rows: [summary] }))
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/qcs/9']}>
          <Routes>
            <Route path="/qcs/:id" element={<QcSheetPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    )
    expect(screen.getByTestId('page-loading')).toBeTruthy()
    expect((await screen.findByTestId('qc-join-battle-total')).textContent).toBe('6')
    expect(calls.some((call) => call.method === 'GET' && call.path === '/qcs/9')).toBe(true)
  })
})
