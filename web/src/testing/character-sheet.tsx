import { type CharacterFields, newCharacterDraft } from '@loom/core'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import CharacterSheetPage from '../pages/CharacterSheetPage.tsx'
import type { testStore } from './fake-api.ts'

// A character's sheet page in tests: the rows it reads and the page rendered at its address.

/**
 * The child lists of a whole character, all empty: a bare sheet as GET /characters/:id answers
 * it. Tests spread it and set the lists they fill.
 */
export const NO_CHILDREN = {
  weapons: [],
  merits: [],
  charms: [],
  martial_arts_charms: [],
  evocations: [],
  spirit_charms: [],
  spells: [],
  poisons: [],
}

/** Zan's list row: a public Solar (id 4) of player 7's, in no chronicle. */
export const ZAN_SUMMARY = {
  id: 4,
  name: 'Zan',
  type: 'SolarCharacter',
  player_id: 7,
  chronicle_id: null,
  hidden: false,
  public: true,
  pinned: false,
  sorting: 0,
  chronicle_sorting: 0,
  version: 1,
} as const

/** Zan whole, as GET /characters/4 answers: `traits` over a new Solar's, and no children. */
export function wholeZan(traits: Partial<CharacterFields>) {
  return { ...newCharacterDraft('SolarCharacter', traits), ...ZAN_SUMMARY, ...NO_CHILDREN }
}

/** The overview of character `id`'s sheet page, rendered from `store`. */
export function renderCharacterSheet(store: ReturnType<typeof testStore>['store'], id = 4) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/characters/${id}`]}>
        <Routes>
          <Route path="/characters/:id" element={<CharacterSheetPage section="overview" />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}
