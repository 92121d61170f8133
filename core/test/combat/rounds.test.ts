import { describe, expect, it } from 'vitest'
import { endCombat, newRound } from '../../src/combat/rounds.ts'
import { combatant, participant } from './builders.ts'

describe('a new round', () => {
  it('lets everyone in combat act again and respires 5 motes, peripheral first', () => {
    const hero = participant('character', {
      in_combat: true,
      has_acted: true,
      motes_peripheral_current: 30,
      motes_personal_current: 10,
    })
    expect(newRound([hero])[0]?.after).toEqual({
      has_acted: false,
      motes_peripheral_current: 33,
      motes_personal_current: 12,
    })
  })

  it('leaves those out of combat alone', () => {
    const idle = participant('character', { in_combat: false, motes_peripheral_current: 0 })
    expect(newRound([idle])).toEqual([])
  })

  it('respires no motes for battlegroups', () => {
    const band = participant('battlegroup', { in_combat: true, has_acted: true })
    expect(newRound([band])[0]?.after).toEqual({ has_acted: false })
  })

  it('fills a combat actor up to the totals of the qc it stands for', () => {
    const actor = participant(
      'combat_actor',
      { in_combat: true, motes_peripheral_current: 0, motes_personal_current: 0 },
      { sourceKind: 'qc', source: { motes_personal_total: 5, motes_peripheral_total: 2 } },
    )
    expect(newRound([actor])[0]?.after).toEqual({
      motes_peripheral_current: 2,
      motes_personal_current: 3,
    })
  })

  it('keeps the count of turns in crash', () => {
    const crashed = participant('character', {
      in_combat: true,
      has_acted: true,
      initiative: -2,
      crash_turns: 1,
    })
    expect(newRound([crashed])[0]?.after).not.toHaveProperty('crash_turns')
  })
})

describe('ending combat', () => {
  it('takes everyone out with no acted mark, onslaught or crash', () => {
    const crashed = combatant({ initiative: -1, onslaught: 2, crashed_by: 'qc:1', crash_turns: 1 })
    const idle = combatant({ in_combat: false, onslaught: 1 })
    const changes = endCombat([crashed, idle])
    expect(changes).toHaveLength(1)
    expect(changes[0]?.after).toEqual({
      in_combat: false,
      onslaught: 0,
      crashed_by: '',
      crash_turns: 0,
    })
  })
})
