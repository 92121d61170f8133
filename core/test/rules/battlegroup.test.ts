import { attack, battlegroup } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import {
  battlegroupMagnitude,
  battlegroupStatDetails,
  battlegroupStats,
  drillLabel,
} from '../../src/rules/battlegroup.ts'

describe('battlegroups', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [2, 0, 2],
    [1, 1, 2],
    [1, 2, 2],
    [1, 3, 3],
    [2, 3, 4],
  ])('drill %i and might %i give a defence bonus of %i', (drill, might, bonus) => {
    const stats = battlegroupStats({
      battlegroup: battlegroup({ drill, might, evasion: 2, parry: 3 }),
      qc_attacks: [],
    })
    expect(stats.defense_bonus).toBe(bonus)
    expect([stats.evasion, stats.parry]).toEqual([2 + bonus, 3 + bonus])
  })

  // Decision: Join Battle is shown with onslaught applied, as in combat (the reference's
  // battlegroup sheet showed the entered value).
  it('onslaught lowers Evasion, Parry and Join Battle, never below 0', () => {
    const stats = battlegroupStats({
      battlegroup: battlegroup({ evasion: 2, parry: 1, join_battle: 5, onslaught: 4 }),
      qc_attacks: [],
    })
    // drill 1: evasion 2 + 1 − 4 → 0; parry 1 + 1 − 4 → 0; join battle 5 − 4 = 1
    expect([stats.evasion, stats.parry, stats.join_battle]).toEqual([0, 0, 1])
  })

  it('attacks add size and might to pool and damage, keeping the minimum', () => {
    const stats = battlegroupStats({
      battlegroup: battlegroup({ size: 3, might: 2 }),
      qc_attacks: [attack('Spears', 6, 10, 2)],
    })
    expect(stats.attacks.Spears).toEqual({ pool: 11, damage: 15, overwhelming: 2 })
  })

  it('soak adds size', () => {
    expect(
      battlegroupStats({ battlegroup: battlegroup({ soak: 4, size: 2 }), qc_attacks: [] }).soak,
    ).toBe(6)
  })

  it('magnitude is health levels + size, +3 with perfect morale', () => {
    expect(battlegroupMagnitude(battlegroup({ health_levels: 7, size: 2 }))).toBe(9)
    expect(
      battlegroupMagnitude(battlegroup({ health_levels: 7, size: 2, perfect_morale: true })),
    ).toBe(12)
  })

  it('the worst poison lowers attack pools and defences', () => {
    const details = battlegroupStatDetails({
      battlegroup: battlegroup({ evasion: 3 }),
      qc_attacks: [attack('Bows', 5)],
      poisons: [{ name: 'Plague', penalty: 2 }],
    })
    // evasion 3 + 1 − 2 = 2; pool 5 + 1 + 0 − 2 = 4
    expect([details.evasion.total, details.attacks.Bows?.pool.total]).toEqual([2, 4])
  })

  it('Senses, Resolve, Guile and Appearance are the entered values, untouched by onslaught or poison', () => {
    const details = battlegroupStatDetails({
      battlegroup: battlegroup({ senses: 4, resolve: 2, guile: 1, appearance: 3, onslaught: 2 }),
      qc_attacks: [],
      poisons: [{ name: 'Plague', penalty: 2 }],
    })
    const { senses, resolve, guile, appearance } = details
    expect([senses, resolve, guile, appearance].map((figure) => figure.total)).toEqual([4, 2, 1, 3])
    expect(senses.parts).toEqual([{ label: 'Senses', value: 4 }])
    expect(senses.penalties).toEqual([])
  })

  it.each([
    [0, 'Poor'],
    [1, 'Average'],
    [2, 'Elite'],
    [3, 'N/A'],
  ])('drill %i reads %s', (drill, label) => {
    expect(drillLabel(drill)).toBe(label)
  })
})
