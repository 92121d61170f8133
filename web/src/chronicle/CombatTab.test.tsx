import type { LiveEvent } from '@loom/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../store/entities/entities-slice.ts'
import { type RouteTable, settle, type testStore } from '../testing/fake-api.ts'
import { liveUpdate } from '../testing/live-events.ts'
import { bandit, PLAYER, renderCombatTab, ST, swiftLotus } from '../testing/red-dust.tsx'

const hero = swiftLotus()
const tracker = (as: number, routes: RouteTable = {}) =>
  renderCombatTab(as, { characters: [hero], qcs: [bandit()] }, routes)

function receive(store: ReturnType<typeof testStore>['store'], event: LiveEvent) {
  act(() => {
    store.dispatch(entityActions.liveEventReceived(event))
  })
}

const status = () => screen.getByTestId('combat-status').textContent

describe('the initiative tracker', () => {
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

  it('Next Round asks the server, shows its answer at once, and Undo names the recorded move', async () => {
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
      'POST /chronicles/5/combat/next_round': { body: { changes, move_id: 31 } },
      'POST /chronicles/5/combat/undo': {
        body: {
          changes: [
            { ...changes[0], before: changes[0]!.after, after: changes[0]!.before, version: 4 },
          ],
          move_id: null,
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
    expect(undo?.body).toEqual({ move_id: 31 })
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
