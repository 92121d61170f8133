import { describe, expect, it } from 'vitest'
import { undoOf, withChanges } from '../../src/combat/combat-change.ts'
import { newRound } from '../../src/combat/rounds.ts'
import { endScene } from '../../src/combat/storyteller-controls.ts'
import type { HeldEffect } from '../../src/schemas/effects.ts'
import { participant } from './builders.ts'

function held(id: string, changes: Partial<HeldEffect>): HeldEffect {
  return {
    id,
    name: id,
    source: 'charm',
    source_id: 3,
    modifiers: [{ target: 'rush', value: 2 }],
    duration: 'indefinite',
    rounds_left: null,
    active: true,
    ...changes,
  }
}

const twoRounds = held('two', { duration: 'rounds', rounds_left: 2 })
const lastRound = held('last', { duration: 'rounds', rounds_left: 1 })
const scene = held('scene', { duration: 'scene' })
const forever = held('forever', {})

describe('effects at the end of a round', () => {
  it('run down a round for everyone in combat, QCs and battlegroups too', () => {
    const effects = [twoRounds, lastRound, scene, forever]
    for (const side of ['character', 'qc', 'battlegroup'] as const) {
      const fighter = participant(side, { in_combat: true, effects })
      expect(newRound([fighter])[0]?.after.effects).toEqual([
        { ...twoRounds, rounds_left: 1 },
        scene,
        forever,
      ])
    }
  })

  it('wait for those out of combat', () => {
    const idle = participant('character', { in_combat: false, effects: [lastRound] })
    expect(newRound([idle])).toEqual([])
  })

  it('are given back by undo', () => {
    const hero = participant('character', { in_combat: true, effects: [lastRound, forever] })
    const changes = newRound([hero])
    const after = withChanges(hero, changes)
    expect(after.effects).toEqual([forever])
    expect(withChanges(after, undoOf(changes)).effects).toEqual([lastRound, forever])
  })
})

describe('effects at the end of a scene', () => {
  it('end when they last the scene or rounds, and stay when indefinite', () => {
    const hero = participant('character', { effects: [twoRounds, scene, forever] })
    expect(endScene([hero])[0]?.after).toEqual({ effects: [forever] })
  })

  it('end for QCs and battlegroups as well', () => {
    const qc = participant('qc', { effects: [scene] })
    const band = participant('battlegroup', { effects: [scene, forever] })
    expect(endScene([qc, band]).map((change) => change.after.effects)).toEqual([[], [forever]])
  })

  it('change nothing for a sheet from before effects existed', () => {
    expect(endScene([participant('character', { effects: undefined })])).toEqual([])
  })
})

describe('temporary health levels in combat', () => {
  it('count on the health track combat damage and healing read', () => {
    const tough = held('ox', { modifiers: [{ target: 'health_levels_1', value: 2 }] })
    const hero = participant('character', {
      effects: [tough, { ...tough, id: 'off', active: false }],
    })
    expect(hero.health?.levels).toEqual([1, 4, 2, 1, 1])
  })
})
