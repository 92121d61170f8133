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
