import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { NO_BEST_PARRY } from '../character/best-parry.ts'
import { entityActions } from '../store/entities/entities-slice.ts'
import { renderCharacterSheet, wholeZan, ZAN_SUMMARY } from '../testing/character-sheet.tsx'
import { testStore } from '../testing/fake-api.ts'
import { preloadSections } from './CharacterSheetPage.tsx'

// The sheet asks for its other sections' code once shown: have it here before any test ends.
beforeAll(preloadSections)

const summary = ZAN_SUMMARY
const whole = {
  ...wholeZan({ caste: 'zenith', attr_wits: 3, abil_awareness: 2 }),
  merits: [{ id: 1, character_id: 4, merit_name: 'Fast Reflexes', rating: 3, sorting: 0 }],
}

describe('the character sheet page', () => {
  it('fetches the whole character when the store held only a summary, then shows its pools', async () => {
    const { store, calls } = testStore(
      { 'GET /characters/4': { body: whole } },
      { hasToken: false },
    )
    store.dispatch(entityActions.received({ kind: 'characters', rows: [summary] }))
    renderCharacterSheet(store)
    expect(screen.getByTestId('page-loading')).toBeTruthy()
    expect((await screen.findByTestId('sheet-subtitle')).textContent).toBe(
      'Essence 1 Zenith Caste Solar',
    )
    // Wits 3 + Awareness 2 + Fast Reflexes 1.
    expect(screen.getByTestId('pool-join-battle-total').textContent).toBe('6')
    expect(calls.some((call) => call.path === '/characters/4')).toBe(true)
  })

  it('a hidden character says so on its own sheet, as QC and battlegroup sheets do', async () => {
    const hidden = { ...whole, hidden: true, public: false }
    const { store } = testStore({ 'GET /characters/4': { body: hidden } }, { hasToken: false })
    renderCharacterSheet(store)
    expect((await screen.findByTestId('sheet-hidden')).textContent).toContain('Hidden')
    expect(screen.queryByTestId('sheet-public')).toBeNull()
  })

  it('a character in plain sight carries no Hidden mark', async () => {
    const { store } = testStore({ 'GET /characters/4': { body: whole } }, { hasToken: false })
    renderCharacterSheet(store)
    await screen.findByTestId('sheet-subtitle')
    expect(screen.queryByTestId('sheet-hidden')).toBeNull()
    expect(screen.getByTestId('sheet-public')).toBeTruthy()
  })

  it('without weapons Best Parry reads "None", the word the cards use', async () => {
    const { store } = testStore({ 'GET /characters/4': { body: whole } }, { hasToken: false })
    renderCharacterSheet(store)
    expect((await screen.findByTestId('pool-best-parry-total')).textContent).toBe(NO_BEST_PARRY)
  })

  it('shows the portrait beside the name, from its link, and nothing without one', async () => {
    const pictured = { ...whole, portrait_link: 'https://example.test/zan.png' }
    const { store } = testStore({ 'GET /characters/4': { body: pictured } }, { hasToken: false })
    renderCharacterSheet(store)
    const portrait = await screen.findByTestId('overview-portrait')
    expect(portrait.querySelector('img')?.getAttribute('src')).toBe('https://example.test/zan.png')
    expect(portrait.querySelector('img')?.getAttribute('alt')).toBe('Portrait of Zan')
  })

  it('a character without a portrait shows none on its overview', async () => {
    const { store } = testStore({ 'GET /characters/4': { body: whole } }, { hasToken: false })
    renderCharacterSheet(store)
    await screen.findByTestId('sheet-subtitle')
    expect(screen.queryByTestId('overview-portrait')).toBeNull()
  })

  it('a reader gets no buttons to spend motes or take damage', async () => {
    const { store } = testStore({ 'GET /characters/4': { body: whole } }, { hasToken: false })
    renderCharacterSheet(store)
    await screen.findByTestId('sheet-subtitle')
    expect(screen.queryByTestId('sheet-health-open')).toBeNull()
    expect(screen.getByTestId('resource-willpower').tagName).not.toBe('BUTTON')
  })
})
