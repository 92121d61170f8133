import { characterSchemas, type LiveEvent, qcSchemas } from '@loom/core'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../store/entities/entities-slice.ts'
import { sessionActions } from '../store/session.ts'
import { type Reply, settle, testStore } from '../testing/fake-api.ts'
import { liveUpdate } from '../testing/live-events.ts'
import { CombatTab } from './CombatTab.tsx'

const ST = 1
const PLAYER = 2
/** The chronicle as the API answers it, its players as summaries. */
const chronicle = {
  id: 5,
  name: 'Red Dust',
  st_id: ST,
  players: [{ id: PLAYER, display_name: 'Player' }],
  version: 1,
}

const placed = { chronicle_id: 5, hidden: false, public: false, pinned: false, sorting: 0 }
const hero = {
  ...characterSchemas.fields.parse({}),
  ...placed,
  id: 11,
  type: 'Character',
  name: 'Swift Lotus',
  player_id: PLAYER,
  chronicle_sorting: 0,
  in_combat: true,
  initiative: 12,
  version: 1,
}
const bandit = {
  ...qcSchemas.fields.parse({}),
  ...placed,
  id: 21,
  name: 'Bandit',
  player_id: ST,
  chronicle_sorting: 1,
  in_combat: true,
  initiative: 8,
  version: 1,
}

function tracker(as: number, routes: Record<string, Reply> = {}) {
  const world = testStore(routes)
  world.store.dispatch(sessionActions.playerLoaded(as))
  world.store.dispatch(entityActions.received({ kind: 'chronicles', rows: [chronicle] }))
  world.store.dispatch(entityActions.received({ kind: 'characters', rows: [hero] }))
  world.store.dispatch(entityActions.received({ kind: 'qcs', rows: [bandit] }))
  render(
    <Provider store={world.store}>
      <MemoryRouter>
        <CombatTab
          chronicle={world.store.getState().entities.current.byKind.chronicles.entities[5]!}
        />
      </MemoryRouter>
    </Provider>,
  )
  return world
}

function receive(store: ReturnType<typeof testStore>['store'], event: LiveEvent) {
  act(() => {
    store.dispatch(entityActions.liveEventReceived(event))
  })
}

const status = () => screen.getByTestId('combat-status').textContent

describe('the initiative tracker', { timeout: 20_000 }, () => {
  it('shows who is next up and follows acted marks arriving live, until the round is over', () => {
    const { store } = tracker(ST)
    expect(status()).toBe('Current Initiative: 12  ·  Next up: Swift Lotus')
    const cards = within(screen.getByTestId('combat-in')).getAllByRole('article')
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Swift Lotus', 'Bandit'])
    receive(store, liveUpdate({ type: 'character', id: 11, version: 2 }, { has_acted: true }))
    expect(status()).toBe('Current Initiative: 8  ·  Next up: Bandit')
    receive(store, liveUpdate({ type: 'qc', id: 21, version: 2 }, { has_acted: true }))
    expect(status()).toBe('Round over!')
  })

  it('shows a combatant’s portrait on its card, and follows a new one arriving live', () => {
    const { store } = tracker(PLAYER)
    expect(
      within(screen.getByTestId('combat-card-qc-21')).queryByTestId('card-portrait'),
    ).toBeNull()
    receive(
      store,
      liveUpdate(
        { type: 'qc', id: 21, version: 2 },
        { portrait_link: 'https://example.test/b.png' },
      ),
    )
    const portrait = within(screen.getByTestId('combat-card-qc-21')).getByTestId('card-portrait')
    expect(portrait.querySelector('img')?.getAttribute('src')).toBe('https://example.test/b.png')
    expect(
      within(screen.getByTestId('combat-card-character-11')).queryByTestId('card-portrait'),
    ).toBeNull()
  })

  it('moves a card to its place in the order when its Initiative changes live', () => {
    const { store } = tracker(PLAYER)
    receive(store, liveUpdate({ type: 'qc', id: 21, version: 2 }, { initiative: 15 }))
    const cards = within(screen.getByTestId('combat-in')).getAllByRole('article')
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Bandit', 'Swift Lotus'])
  })

  it('Next Round asks the server, shows its answer at once, and Undo sends the changes back', async () => {
    const changes = [
      {
        type: 'character',
        id: 11,
        before: { has_acted: true },
        after: { has_acted: false },
        version: 3,
      },
    ]
    const { store, calls } = tracker(ST, {
      'POST /chronicles/5/combat/next_round': { body: { changes } },
      'POST /chronicles/5/combat/undo': {
        body: {
          changes: [
            { ...changes[0], before: changes[0]!.after, after: changes[0]!.before, version: 4 },
          ],
        },
      },
    })
    store.dispatch(
      entityActions.received({
        kind: 'characters',
        rows: [{ ...hero, has_acted: true, version: 2 }],
      }),
    )
    fireEvent.click(screen.getByTestId('combat-next-round'))
    await screen.findByTestId('undo-snackbar')
    expect(store.getState().entities.current.byKind.characters.entities[11]?.has_acted).toBe(false)
    fireEvent.click(screen.getByTestId('undo-button'))
    await settle()
    await settle()
    const undo = calls.find((call) => call.path === '/chronicles/5/combat/undo')
    expect(undo?.body).toEqual({ changes })
    expect(store.getState().entities.current.byKind.characters.entities[11]?.has_acted).toBe(true)
  })

  it('a player has no storyteller buttons and may tick only their own character', () => {
    tracker(PLAYER)
    expect(screen.queryByTestId('combat-next-round')).toBeNull()
    expect(screen.queryByTestId('combat-end')).toBeNull()
    const own = screen.getByTestId('combat-card-character-11-acted') as HTMLInputElement
    const theirs = screen.getByTestId('combat-card-qc-21-acted') as HTMLInputElement
    expect(own.disabled).toBe(false)
    expect(theirs.disabled).toBe(true)
  })

  it('shows who crashed whom, and how many turns they have spent in crash', () => {
    const { store } = tracker(PLAYER)
    receive(
      store,
      liveUpdate(
        { type: 'qc', id: 21, version: 2 },
        { initiative: -1, crashed_by: 'character:11', crash_turns: 1 },
      ),
    )
    expect(screen.getByTestId('combat-card-qc-21-crash').textContent).toBe(
      'Crashed by Swift Lotus · turn 1 of 3 in crash',
    )
  })
})
