import { characterSchemas, type RollRecord, type StatDetail } from '@loom/core'
import { rollRecord } from '@loom/core/testing'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../store/entities/entities-slice.ts'
import { networkActions } from '../store/network.ts'
import { type Reply, testStore } from '../testing/fake-api.ts'
import { dieFaces } from './die-faces.ts'
import RollDialog from './RollDialog.tsx'
import type { Roller } from './roller.ts'

// A Lunar in chronicle 5 with motes and willpower to spend.
const hero = {
  ...characterSchemas.fields.parse({}),
  id: 12,
  name: 'Silver Hare',
  type: 'LunarCharacter',
  player_id: 7,
  chronicle_id: 5,
  essence: 2,
  motes_personal_current: 6,
  motes_peripheral_current: 20,
  willpower_temporary: 4,
  version: 1,
}
// Decisive attack: 6 after a wound penalty of 1; cap 3, 7 when stunted.
const decisive: StatDetail = {
  total: 6,
  parts: [
    { label: 'Dexterity', value: 3 },
    { label: 'Brawl', value: 4 },
  ],
  halved: false,
  bonuses: [],
  penalties: [{ kind: 'wound', value: 1 }],
  conditional: [],
  specialties: [],
  excellency: { cap: 3, cost: 3, stunt: 7, stunt_cost: 7 },
}
const roller: Roller = { kind: 'character', id: 12, name: 'Silver Hare', chronicleId: 5 }

const answer = (fields: Partial<RollRecord>): RollRecord =>
  rollRecord({
    id: 40,
    chronicle_id: 5,
    label: 'Claws: Decisive Attack',
    dice: [10, 8, 7, 5, 3, 1],
    successes: 5,
    auto_successes: 1,
    ...fields,
  })

function openDialog(routes: Record<string, Reply>) {
  const world = testStore(routes)
  world.store.dispatch(entityActions.received({ kind: 'characters', rows: [hero] }))
  render(
    <Provider store={world.store}>
      <RollDialog
        roller={roller}
        preset={{ label: 'Claws: Decisive Attack', detail: decisive }}
        onClose={() => {}}
      />
    </Provider>,
  )
  return world
}

const summary = () => screen.getByTestId('roll-dialog-summary').textContent

describe('the roll dialog', () => {
  it('opens on the sheet’s pool with its penalty, ready to roll', () => {
    openDialog({})
    expect(screen.getByTestId('roll-dialog-pool').textContent).toBe(
      'Pool: 6 dice(Wound -1 included)',
    )
    expect(summary()).toBe('Roll 6 dice')
    expect(screen.getByTestId('roll-dialog-submit').hasAttribute('disabled')).toBe(false)
  })

  it('a stunt raises the excellency to the stunt cap, and rolling sends dice, successes and spend', async () => {
    const { calls } = openDialog({
      'POST /chronicles/5/rolls': { status: 201, body: answer({ spent: null }) },
    })
    fireEvent.click(screen.getByTestId('roll-dialog-stunt-2'))
    expect(screen.getByTestId('roll-dialog-stunt-text').textContent).toBe(
      '+2 dice, +1 success, regain 1 Willpower',
    )
    fireEvent.click(screen.getByTestId('roll-dialog-excellency-preset'))
    fireEvent.click(screen.getByTestId('roll-dialog-mote-pool-peripheral'))
    fireEvent.click(screen.getByTestId('roll-dialog-willpower'))
    expect(summary()).toBe(
      'Roll 15 dice + 2 automatic successes, spending 7 peripheral motes and 1 Willpower',
    )
    fireEvent.click(screen.getByTestId('roll-dialog-submit'))
    const result = await screen.findByTestId('roll-dialog-result')
    expect(calls.at(-1)?.body).toEqual({
      roll: {
        dice: 15,
        target_number: 7,
        double: [10],
        reroll: [],
        reroll_once: true,
        auto_successes: 2,
        damage: false,
        label: 'Claws: Decisive Attack',
        character_type: 'character',
        character_id: 12,
        visibility: 'public',
        spend: { motes: 7, pool: 'peripheral', mute: false, willpower: 1 },
      },
    })
    expect(within(result).getByTestId('roll-dialog-result-successes').textContent).toBe(
      '5 successes',
    )
    expect(within(result).getAllByTestId('roll-dialog-result-dice-die')).toHaveLength(6)
    expect(screen.getByTestId('roll-dialog-submit').textContent).toBe('Roll again')
  })

  it('offline, says rolling waits for the connection and will not roll until it is back', () => {
    const world = openDialog({})
    act(() => {
      world.store.dispatch(networkActions.changed('offline'))
    })
    expect(screen.getByTestId('roll-dialog-offline').textContent).toMatch(
      /^Rolling needs the server/,
    )
    expect(screen.getByTestId('roll-dialog-submit').hasAttribute('disabled')).toBe(true)
    act(() => {
      world.store.dispatch(networkActions.changed('online'))
    })
    expect(screen.queryByTestId('roll-dialog-offline')).toBeNull()
    expect(screen.getByTestId('roll-dialog-submit').hasAttribute('disabled')).toBe(false)
  })

  it('will not roll more motes than the pool holds', () => {
    openDialog({})
    fireEvent.click(screen.getByTestId('roll-dialog-stunt-1'))
    fireEvent.click(screen.getByTestId('roll-dialog-excellency-preset'))
    expect(screen.getByTestId('roll-dialog-problem').textContent).toBe(
      'Only 6 personal motes left.',
    )
    expect(screen.getByTestId('roll-dialog-submit').hasAttribute('disabled')).toBe(true)
  })

  it('shows a botch in words and marks its ones', async () => {
    openDialog({
      'POST /chronicles/5/rolls': {
        status: 201,
        body: answer({ dice: [4, 1, 2, 1, 6, 3], successes: 0, botch: true, auto_successes: 0 }),
      },
    })
    fireEvent.click(screen.getByTestId('roll-dialog-submit'))
    const result = await screen.findByTestId('roll-dialog-result')
    expect(within(result).getByTestId('roll-dialog-result-successes').textContent).toBe('Botch!')
    const kinds = within(result)
      .getAllByTestId('roll-dialog-result-dice-die')
      .map((die) => die.getAttribute('data-kind'))
    expect(kinds).toEqual(['failure', 'failure', 'failure', 'failure', 'botch', 'botch'])
  })
})

describe('how faces read', () => {
  it('highest first: doubles, successes, failures; rerolled faces apart', () => {
    const { kept, rerolled } = dieFaces({
      dice: [3, 10, 7, 9],
      rerolled: [1, 6],
      target_number: 7,
      double: [10],
      botch: false,
    })
    expect(kept.map((face) => [face.value, face.kind])).toEqual([
      [10, 'double'],
      [9, 'success'],
      [7, 'success'],
      [3, 'failure'],
    ])
    expect(rerolled.map((face) => face.value)).toEqual([6, 1])
    expect(kept[0]?.description).toBe('10: counts two successes')
  })

  it('a double below the target number is no success', () => {
    const { kept } = dieFaces({
      dice: [8],
      rerolled: [],
      target_number: 9,
      double: [8],
      botch: false,
    })
    expect(kept[0]?.kind).toBe('failure')
  })
})
