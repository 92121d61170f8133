import { describe, expect, it } from 'vitest'
import { nextUp, roundState, turnOrder } from '../../src/combat/turn-order.ts'
import { combatant } from './builders.ts'

describe('turn order', () => {
  it('puts the highest Initiative first and leaves out those not in combat', () => {
    const slow = combatant({ name: 'Slow', initiative: 4 })
    const fast = combatant({ name: 'Fast', initiative: 12 })
    const away = combatant({ name: 'Away', initiative: 30, in_combat: false })
    expect(turnOrder([slow, away, fast]).map((c) => c.name)).toEqual(['Fast', 'Slow'])
  })

  it('breaks ties with characters first, then qcs, combat actors and battlegroups', () => {
    const band = combatant({ kind: 'battlegroup', name: 'A band', initiative: 7 })
    const actor = combatant({ kind: 'combat_actor', name: 'A copy', initiative: 7 })
    const qc = combatant({ kind: 'qc', name: 'A qc', initiative: 7 })
    const hero = combatant({ kind: 'character', name: 'Zed', initiative: 7 })
    expect(turnOrder([band, actor, qc, hero]).map((c) => c.kind)).toEqual([
      'character',
      'qc',
      'combat_actor',
      'battlegroup',
    ])
  })

  it('breaks the remaining ties by name regardless of case, then by id', () => {
    const second = combatant({ id: 200, name: 'bandit', initiative: 5 })
    const first = combatant({ id: 300, name: 'Archer', initiative: 5 })
    const twinA = combatant({ id: 100, name: 'Bandit', initiative: 5 })
    const order = turnOrder([second, twinA, first]).map((c) => c.id)
    expect(order).toEqual([300, 100, 200])
    expect(turnOrder([first, second, twinA]).map((c) => c.id)).toEqual(order)
  })

  it('names as next up the first in order who has not acted', () => {
    const done = combatant({ name: 'Done', initiative: 15, has_acted: true })
    const waiting = combatant({ name: 'Waiting', initiative: 9 })
    const later = combatant({ name: 'Later', initiative: 3 })
    expect(nextUp([later, done, waiting])?.name).toBe('Waiting')
    expect(roundState([later, done, waiting])).toMatchObject({ state: 'turn', initiative: 9 })
  })

  it('says the round is over when everyone in combat has acted', () => {
    const done = combatant({ has_acted: true })
    const away = combatant({ in_combat: false })
    expect(nextUp([done, away])).toBeNull()
    expect(roundState([done, away])).toEqual({ state: 'round-over' })
  })

  it('says there is no combat when nobody is in it', () => {
    expect(roundState([combatant({ in_combat: false })])).toEqual({ state: 'no-combat' })
  })
})
