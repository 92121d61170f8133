import type { JournalEntry } from '@loom/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../../store/entities/entities-slice.ts'
import { sessionActions } from '../../store/session.ts'
import { type RouteTable, testStore } from '../../testing/fake-api.ts'
import { PLAYER, RED_DUST, ST } from '../../testing/red-dust.tsx'
import { listPage } from '../../testing/signed-in.ts'
import JournalTab from './JournalTab.tsx'

const entry = (id: number, fields: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  chronicle_id: RED_DUST.id,
  author_id: ST,
  author_name: 'Storyteller',
  title: `Entry ${id}`,
  body: '',
  session_number: null,
  session_date: null,
  visibility: 'everyone',
  chosen_player_ids: [],
  version: 1,
  created_at: '2026-11-27T20:00:00.000Z',
  updated_at: '2026-11-27T20:00:00.000Z',
  ...fields,
})

function renderJournal(as: number, entries: JournalEntry[], routes: RouteTable = {}) {
  const world = testStore({
    'GET /chronicles/5/journal?page=1': listPage(entries, 1, 1),
    ...routes,
  })
  world.store.dispatch(sessionActions.playerLoaded(as))
  world.store.dispatch(entityActions.received({ kind: 'chronicles', rows: [RED_DUST] }))
  render(
    <Provider store={world.store}>
      <MemoryRouter>
        <JournalTab
          chronicle={world.store.getState().entities.current.byKind.chronicles.entities[5]!}
        />
      </MemoryRouter>
    </Provider>,
  )
  return world
}

/** The visibilities the editor's "Shown to" offers. */
async function visibilityChoices(): Promise<string[]> {
  fireEvent.mouseDown(within(screen.getByTestId('journal-editor')).getByRole('combobox'))
  const options = await screen.findAllByRole('option')
  return options.map((option) => option.getAttribute('data-testid') ?? '')
}

describe('the Journal tab', () => {
  it('lists entries newest first with their session and date, and reads one as Markdown without HTML', async () => {
    renderJournal(PLAYER, [
      entry(9, {
        title: 'The Tomb',
        session_number: 3,
        session_date: '2026-11-20',
        body: '**Burn** it <img src=x onerror="alert(1)"> [bad](javascript:alert(1))',
      }),
      entry(8),
    ])
    const cards = await screen.findAllByTestId(/^journal-entry-\d+$/)
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual([
      'journal-entry-9',
      'journal-entry-8',
    ])
    expect(cards[0]!.textContent).toMatch(/Session 3 · .*2026 · by Storyteller/)
    fireEvent.click(cards[0]!)
    const body = await screen.findByTestId('journal-entry-view-body')
    expect(body.querySelector('strong')?.textContent).toBe('Burn')
    expect(body.querySelector('img')).toBeNull()
    expect(body.querySelector('a[href^="javascript"]')).toBeNull()
    // A player reads the storyteller's entry but may not change it.
    expect(screen.queryByTestId('journal-entry-edit')).toBeNull()
  })

  it('a player writes for everyone or the storyteller, never for chosen players', async () => {
    renderJournal(PLAYER, [])
    fireEvent.click(await screen.findByTestId('journal-new'))
    expect(await visibilityChoices()).toEqual([
      'journal-visibility-everyone',
      'journal-visibility-storyteller',
    ])
  })

  it('the storyteller hands an entry to chosen players picked among the members', async () => {
    const made = entry(14, { visibility: 'chosen', chosen_player_ids: [PLAYER] })
    const world = renderJournal(ST, [], {
      'POST /chronicles/5/journal': { status: 201, body: made },
    })
    fireEvent.click(await screen.findByTestId('journal-new'))
    fireEvent.change(screen.getByTestId('journal-editor-title'), {
      target: { value: 'For the player' },
    })
    expect(await visibilityChoices()).toHaveLength(3)
    fireEvent.click(screen.getByTestId('journal-visibility-chosen'))
    const submit = screen.getByTestId('journal-editor-submit')
    expect(submit).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId(`journal-choose-${PLAYER}`))
    fireEvent.click(submit)
    await screen.findByTestId('journal-entry-view')
    expect(world.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { title: 'For the player', visibility: 'chosen', chosen_player_ids: [PLAYER] },
    })
    expect(screen.getByTestId('journal-entry-14')).toBeTruthy()
  })
})
