import { fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { beforeAll, describe, expect, it } from 'vitest'
import { preloadSections } from '../pages/CharacterSheetPage.tsx'
import { entityActions } from '../store/entities/entities-slice.ts'
import { sessionActions } from '../store/session.ts'
import { renderCharacterSheet, wholeZan, ZAN_SUMMARY } from '../testing/character-sheet.tsx'
import { testStore } from '../testing/fake-api.ts'
import { RollButton } from './RollButton.tsx'
import { RollProvider } from './RollProvider.tsx'

// The sheet asks for its other sections' code once shown: have it here before any test ends.
beforeAll(preloadSections)

const OWNER = ZAN_SUMMARY.player_id
const weapon = {
  id: 31,
  character_id: 4,
  name: 'Daiklave',
  weight: 'medium',
  is_artifact: true,
  tags: [],
  ability: 'melee',
  sorting: 0,
}
const whole = {
  ...wholeZan({ caste: 'dawn', attr_dexterity: 4, abil_melee: 3 }),
  weapons: [weapon],
}

function renderSheet(viewer: number | null) {
  const { store } = testStore(
    { 'GET /characters/4': { body: whole } },
    { hasToken: viewer !== null },
  )
  if (viewer !== null) store.dispatch(sessionActions.playerLoaded(viewer))
  store.dispatch(entityActions.received({ kind: 'characters', rows: [whole] }))
  renderCharacterSheet(store)
}

const ROLLS = [
  'pool-join-battle-roll',
  'pool-rush-roll',
  'pool-read-intentions-roll',
  'weapon-31-withering-attack-roll',
  'weapon-31-withering-damage-roll',
  'weapon-31-decisive-attack-roll',
  'weapon-31-decisive-damage-roll',
  'trait-roll',
]

describe('roll controls on the character sheet', () => {
  it('its owner gets one on every pool, every attack and damage, and any trait roll', async () => {
    renderSheet(OWNER)
    await screen.findByTestId('character-sheet')
    for (const testId of ROLLS) expect(screen.getByTestId(testId), testId).toBeTruthy()
    // Static ratings are not rolled.
    expect(screen.queryByTestId('pool-resolve-roll')).toBeNull()
    expect(screen.queryByTestId('weapon-31-parry-roll')).toBeNull()
  })

  it('a reader gets none', async () => {
    renderSheet(null)
    await screen.findByTestId('character-sheet')
    for (const testId of ROLLS) expect(screen.queryByTestId(testId), testId).toBeNull()
  })
})

describe('the roll dialog of a page', () => {
  it('stays open while the controls that opened it move (a phone turning rearranges the sheet)', async () => {
    const { store } = testStore({})
    store.dispatch(sessionActions.playerLoaded(OWNER))
    store.dispatch(entityActions.received({ kind: 'characters', rows: [whole] }))
    const roller = { kind: 'character' as const, id: 4, name: 'Zan', chronicleId: null }
    const page = (layout: string) => (
      <Provider store={store}>
        <RollProvider roller={roller}>
          <div key={layout}>
            <RollButton preset={{ label: 'Rush', pool: 4 }} testId="rush-roll" />
          </div>
        </RollProvider>
      </Provider>
    )
    const { rerender } = render(page('wide'))
    fireEvent.click(screen.getByTestId('rush-roll'))
    await screen.findByTestId('roll-dialog')
    rerender(page('narrow'))
    expect(screen.getByTestId('roll-dialog')).toBeTruthy()
  })
})
