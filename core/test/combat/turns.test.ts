import { describe, expect, it } from 'vitest'
import { undoOf } from '../../src/combat/combat-change.ts'
import { joinBattle, leaveCombat, setActed, setInitiative } from '../../src/combat/turns.ts'
import { combatant } from './builders.ts'

describe('joining battle', () => {
  it('gives the successes + 3 as Initiative and puts the combatant in combat', () => {
    const hero = combatant({ in_combat: false, initiative: 0 })
    expect(joinBattle(hero, 7)).toEqual([
      {
        kind: 'character',
        id: hero.id,
        before: { in_combat: false, initiative: 0 },
        after: { in_combat: true, initiative: 10 },
      },
    ])
  })

  it('clears an old acted mark and crash', () => {
    const hero = combatant({
      in_combat: false,
      has_acted: true,
      crashed_by: 'qc:1',
      crash_turns: 2,
    })
    const [change] = joinBattle(hero, 0)
    expect(change?.after).toEqual({
      in_combat: true,
      initiative: 3,
      has_acted: false,
      crashed_by: '',
      crash_turns: 0,
    })
  })
})

describe('crash', () => {
  it('falling to 0 crashes the target, names the attacker, and gives the attacker +5', () => {
    const target = combatant({ kind: 'qc', id: 4, initiative: 3 })
    const attacker = combatant({ kind: 'character', id: 9, initiative: 6 })
    const changes = setInitiative(target, 0, attacker)
    expect(changes.map((change) => change.after)).toEqual([
      { initiative: 0, crashed_by: 'character:9' },
      { initiative: 11 },
    ])
  })

  it('negative Initiative is a crash too', () => {
    const target = combatant({ kind: 'qc', id: 4, initiative: 2 })
    const attacker = combatant({ kind: 'character', id: 9, initiative: 6 })
    expect(setInitiative(target, -4, attacker).map((change) => change.after)).toEqual([
      { initiative: -4, crashed_by: 'character:9' },
      { initiative: 11 },
    ])
  })

  it('a crash without an attacker names nobody and breaks nothing', () => {
    const target = combatant({ initiative: 2, crashed_by: '' })
    expect(setInitiative(target, 0, null)).toHaveLength(1)
  })

  it('hitting a crashed target again gives no second Initiative Break', () => {
    const target = combatant({ initiative: -1, crashed_by: 'character:21', crash_turns: 1 })
    const second = combatant({ id: 22, initiative: 5 })
    const changes = setInitiative(target, -6, second)
    expect(changes).toEqual([
      { kind: target.kind, id: target.id, before: { initiative: -1 }, after: { initiative: -6 } },
    ])
  })

  it('an attacker cannot break itself, nor gain a break while out of combat', () => {
    const target = combatant({ initiative: 2 })
    expect(setInitiative(target, 0, target)).toHaveLength(1)
    expect(setInitiative(target, 0, combatant({ in_combat: false }))).toHaveLength(1)
  })

  it('an attacker in crash that gains the break out of it is no longer crashed', () => {
    const attacker = combatant({ kind: 'qc', id: 5, initiative: -2, crashed_by: 'character:1' })
    const target = combatant({ initiative: 1 })
    const [, broken] = setInitiative(target, 0, attacker)
    expect(broken?.after).toEqual({ initiative: 3, crashed_by: '' })
  })

  it('rising above 0 ends the crash', () => {
    const target = combatant({ initiative: -2, crashed_by: 'qc:3', crash_turns: 2 })
    expect(setInitiative(target, 4)[0]?.after).toEqual({
      initiative: 4,
      crashed_by: '',
      crash_turns: 0,
    })
  })

  it('out of combat, low Initiative is no crash', () => {
    const idle = combatant({ in_combat: false, initiative: 5 })
    expect(setInitiative(idle, 0, combatant())).toEqual([
      { kind: idle.kind, id: idle.id, before: { initiative: 5 }, after: { initiative: 0 } },
    ])
  })
})

describe('taking turns', () => {
  it('marks the combatant as having acted, and back', () => {
    const hero = combatant()
    expect(setActed(hero, true)[0]?.after).toEqual({ has_acted: true })
    expect(setActed({ ...hero, has_acted: true }, false)[0]?.after).toEqual({ has_acted: false })
  })

  it('a turn taken ends the onslaught taken since the last one; taking it back keeps it ended', () => {
    const hero = combatant({ onslaught: 3 })
    expect(setActed(hero, true)[0]?.after).toEqual({ has_acted: true, onslaught: 0 })
    expect(setActed({ ...hero, has_acted: true }, false)[0]?.after).toEqual({ has_acted: false })
    const crashed = combatant({ initiative: -1, onslaught: 2, crash_turns: 0 })
    expect(setActed(crashed, true)[0]?.after).toEqual({
      has_acted: true,
      onslaught: 0,
      crash_turns: 1,
    })
  })

  it('does nothing when the mark is already so, or the combatant is not in combat', () => {
    expect(setActed(combatant({ has_acted: true }), true)).toEqual([])
    expect(setActed(combatant({ in_combat: false }), true)).toEqual([])
  })

  it('counts turns taken in crash', () => {
    const crashed = combatant({ initiative: -3, crashed_by: 'qc:1', crash_turns: 1 })
    expect(setActed(crashed, true)[0]?.after).toEqual({ has_acted: true, crash_turns: 2 })
  })

  it('resets Initiative to 3 and ends the crash at the third turn in crash', () => {
    const crashed = combatant({ initiative: -3, crashed_by: 'qc:1', crash_turns: 2 })
    expect(setActed(crashed, true)[0]?.after).toEqual({
      has_acted: true,
      initiative: 3,
      crashed_by: '',
      crash_turns: 0,
    })
  })

  it('taking back a turn in crash takes it off the count', () => {
    const crashed = combatant({ initiative: 0, has_acted: true, crash_turns: 2 })
    expect(setActed(crashed, false)[0]?.after).toEqual({ has_acted: false, crash_turns: 1 })
  })
})

describe('leaving combat', () => {
  it('clears acted, onslaught and crash but keeps Initiative', () => {
    const hero = combatant({ initiative: -1, has_acted: true, onslaught: 3, crashed_by: 'qc:2' })
    expect(leaveCombat(hero)[0]?.after).toEqual({
      in_combat: false,
      has_acted: false,
      onslaught: 0,
      crashed_by: '',
    })
  })

  it('is undone by writing back the values before', () => {
    const hero = combatant({ onslaught: 2 })
    const [undo] = undoOf(leaveCombat(hero))
    expect(undo?.after).toEqual({ in_combat: true, onslaught: 2 })
  })
})
