import { attack, battlegroup, exalt, input, mortal, qc, qcInput, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { battlegroupStatDetails } from '../../src/rules/battlegroup.ts'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'
import { qcStatDetails, qcStats } from '../../src/rules/qc.ts'
import type { EffectInput } from '../../src/rules/sheet-input.ts'

let nextId = 0

/** An active custom effect with one modifier per [target, value]. */
function effect(
  name: string,
  modifiers: [string, number][],
  changes: Partial<EffectInput> = {},
): EffectInput {
  nextId += 1
  return {
    id: `e${nextId}`,
    name,
    source: 'custom',
    source_id: null,
    modifiers: modifiers.map(([target, value]) => ({ target, value })),
    active: true,
    ...changes,
  }
}

const withEffects = (...effects: EffectInput[]) => mortal({ effects })

describe('effects on a character', () => {
  it('add to a pool and name themselves in its breakdown', () => {
    // Join Battle: Wits 1 + Awareness 0 = 1, + 2 from the effect.
    const details = characterStatDetails(
      input(withEffects(effect('Shadow Steps', [['join_battle', 2]]))),
    )
    expect(details.pools.join_battle.total).toBe(3)
    expect(details.pools.join_battle.bonuses).toContainEqual({ label: 'Shadow Steps', value: 2 })
    expect(details.effects).toEqual([
      { target: 'join_battle', label: 'Shadow Steps', value: 2, effect_id: expect.any(String) },
    ])
  })

  it('change ratings, appearance, soak and hardness', () => {
    const sheet = withEffects(
      effect('Ward', [
        ['evasion', 1],
        ['resolve', 2],
        ['guile', -1],
        ['appearance', 3],
        ['soak', 4],
        ['hardness', 5],
      ]),
    )
    const stats = characterStats(input(sheet, { weapons: [] }))
    const plain = characterStats(input(mortal()))
    expect(stats.evasion).toBe(plain.evasion + 1)
    expect(stats.resolve).toBe(plain.resolve + 2)
    expect(stats.guile).toBe(Math.max(plain.guile - 1, 0))
    expect(stats.appearance).toBe(plain.appearance + 3)
    expect(stats.soak).toBe(plain.soak + 4)
    expect(stats.hardness).toBe(plain.hardness + 5)
    const details = characterStatDetails(input(sheet))
    expect(details.soak.soak.bonuses).toContainEqual({ label: 'Ward', value: 4 })
    expect(details.hardness.bonuses).toContainEqual({ label: 'Ward', value: 5 })
  })

  it('change every weapon: accuracy, withering and decisive attack, damage and parry', () => {
    const weapons = [weapon({ name: 'Sword' }), weapon({ name: 'Axe', weight: 'heavy' })]
    const sheet = withEffects(
      effect('Fire and Stones', [
        ['weapon_accuracy', 2],
        ['decisive_attack', 1],
        ['weapon_damage', 3],
        ['parry', 1],
      ]),
    )
    const plain = characterStats(input(mortal(), { weapons }))
    const stats = characterStats(input(sheet, { weapons }))
    for (const name of ['Sword', 'Axe']) {
      const before = plain.weapons[name]
      const after = stats.weapons[name]
      expect(after?.accuracy).toBe((before?.accuracy ?? 0) + 2)
      expect(after?.withering_attack).toBe((before?.withering_attack ?? 0) + 2)
      expect(after?.decisive_attack).toBe((before?.decisive_attack ?? 0) + 1)
      expect(after?.weapon_damage).toBe((before?.weapon_damage ?? 0) + 3)
      expect(after?.withering_damage).toBe((before?.withering_damage ?? 0) + 3)
      expect(after?.parry).toBe((before?.parry ?? 0) + 1)
    }
    const sword = characterStatDetails(input(sheet, { weapons })).weapons.Sword
    expect(sword?.withering_attack.bonuses).toContainEqual({ label: 'Fire and Stones', value: 2 })
    expect(sword?.withering_damage.bonuses).toContainEqual({ label: 'Fire and Stones', value: 3 })
  })

  it('change only the weapon a modifier names', () => {
    const weapons = [weapon({ id: 4, name: 'Sword' }), weapon({ id: 5, name: 'Axe' })]
    const blessed: EffectInput = {
      ...effect('Blessed Blade', []),
      modifiers: [
        { target: 'weapon_damage', value: 2, weapon_id: 4 },
        { target: 'parry', value: 1, weapon_id: 4 },
      ],
    }
    const plain = characterStats(input(mortal(), { weapons })).weapons
    const stats = characterStats(input(mortal({ effects: [blessed] }), { weapons })).weapons
    expect(stats.Sword?.withering_damage).toBe((plain.Sword?.withering_damage ?? 0) + 2)
    expect(stats.Sword?.parry).toBe((plain.Sword?.parry ?? 0) + 1)
    expect(stats.Axe).toEqual(plain.Axe)
    const applied = characterStatDetails(input(mortal({ effects: [blessed] }), { weapons })).effects
    expect(applied.map((a) => a.target)).toEqual(['weapon_damage@4', 'parry@4'])
  })

  it('add accuracy to every range band of a ranged weapon', () => {
    const bow = weapon({ name: 'Bow', ability: 'archery', tags: ['archery', 'ranged'] })
    const plain = characterStats(input(mortal(), { weapons: [bow] })).weapons.Bow
    const aimed = characterStats(
      input(withEffects(effect('Aim', [['weapon_accuracy', 2]])), { weapons: [bow] }),
    ).weapons.Bow
    expect(aimed?.ranged_short).toBe((plain?.ranged_short ?? 0) + 2)
  })

  it('raise mote totals and what is available', () => {
    const solar = exalt('SolarCharacter', { essence: 1 })
    const plain = characterStats(input(solar))
    const stats = characterStats(
      input({
        ...solar,
        effects: [
          effect('Hearthstone', [
            ['motes_personal', 3],
            ['motes_peripheral', 5],
          ]),
        ],
      }),
    )
    expect(stats.motes_personal_total).toBe(plain.motes_personal_total + 3)
    expect(stats.motes_personal_available).toBe(plain.motes_personal_available + 3)
    expect(stats.motes_peripheral_total).toBe(plain.motes_peripheral_total + 5)
  })

  it('give temporary health levels that count in the total and soak up wound penalties', () => {
    // 2 damage reaches the first −1 level; two more −0 levels keep it at −0.
    const hurt = mortal({ damage_lethal: 2 })
    expect(characterStats(input(hurt)).wound_penalty).toBe(1)
    const braced = characterStats(
      input({
        ...hurt,
        effects: [
          effect('Ox-Body', [
            ['health_levels_0', 2],
            ['health_levels_4', 1],
          ]),
        ],
      }),
    )
    expect(braced.health_levels_total).toBe(7 + 3)
    expect(braced.wound_penalty).toBe(0)
    const track = characterStatDetails(
      input({ ...hurt, effects: [effect('Ox-Body', [['health_levels_0', 2]])] }),
    ).health_track
    expect(track).toMatchObject({ health_level_0s: 3, health_level_1s: 2, damage_lethal: 2 })
  })

  it('that are switched off change nothing', () => {
    const off = withEffects(effect('Dormant', [['join_battle', 4]], { active: false }))
    expect(characterStats(input(off)).join_battle).toBe(characterStats(input(mortal())).join_battle)
    expect(characterStatDetails(input(off)).effects).toEqual([])
  })

  it('never take a pool below 0', () => {
    const stats = characterStats(input(withEffects(effect('Curse', [['join_battle', -10]]))))
    expect(stats.join_battle).toBe(0)
  })
})

describe('stacking', () => {
  it('adds different effects on the same figure', () => {
    const sheet = withEffects(
      effect('A', [['rush', 1]]),
      effect('B', [['rush', 2]], { source: 'charm', source_id: 7 }),
      effect('C', [['rush', 3]], { source: 'charm', source_id: 8 }),
    )
    const details = characterStatDetails(input(sheet))
    expect(details.pools.rush.total).toBe(characterStats(input(mortal())).rush + 6)
    expect(details.pools.rush.bonuses.map((b) => b.label)).toEqual(['A', 'B', 'C'])
  })

  it('counts one Charm once: only its strongest effect on a figure', () => {
    const sheet = withEffects(
      effect('Charm once', [['rush', 2]], { source: 'charm', source_id: 7 }),
      effect('Charm twice', [['rush', 3]], { source: 'charm', source_id: 7 }),
    )
    const details = characterStatDetails(input(sheet))
    expect(details.pools.rush.total).toBe(characterStats(input(mortal())).rush + 3)
    expect(details.pools.rush.bonuses).toEqual([{ label: 'Charm twice', value: 3 }])
  })

  it('lets one Charm change several figures', () => {
    const sheet = withEffects(
      effect('Charm', [['rush', 2]], { source: 'charm', source_id: 7 }),
      effect('Charm', [['evasion', 1]], { source: 'charm', source_id: 7 }),
    )
    const stats = characterStats(input(sheet))
    const plain = characterStats(input(mortal()))
    expect([stats.rush - plain.rush, stats.evasion - plain.evasion]).toEqual([2, 1])
  })
})

describe('effects on a QC', () => {
  it('change its ratings, pools, soak, hardness, attacks and health', () => {
    const sheet = qc({
      evasion: 3,
      senses: 4,
      soak: 2,
      hardness: 1,
      effects: [
        effect('Blessing', [
          ['evasion', 1],
          ['senses', 2],
          ['soak', 3],
          ['hardness', 2],
          ['attack', 2],
          ['attack_damage', 1],
          ['health_levels_1', 2],
        ]),
      ],
    })
    const stats = qcStats(qcInput(sheet, { qc_attacks: [attack('Bite', 5, 4, 1)] }))
    expect(stats.evasion).toBe(4)
    expect(stats.senses).toBe(6)
    expect(stats.soak).toBe(5)
    expect(stats.hardness).toBe(3)
    expect(stats.attacks.Bite).toMatchObject({ pool: 7, damage: 5 })
    expect(stats.health_levels_total).toBe(7 + 2)
    const details = qcStatDetails(qcInput(sheet))
    expect(details.ratings.evasion.bonuses).toEqual([{ label: 'Blessing', value: 1 }])
  })
})

describe('effects on a battlegroup', () => {
  it('change its defences, soak, hardness, attacks and magnitude', () => {
    const plain = battlegroupStatDetails({
      battlegroup: battlegroup(),
      qc_attacks: [attack('Spears', 5, 4, 1)],
    })
    const details = battlegroupStatDetails({
      battlegroup: battlegroup({
        effects: [
          effect('Banner', [
            ['join_battle', 1],
            ['evasion', 1],
            ['parry', 2],
            ['soak', 1],
            ['hardness', 2],
            ['resolve', 1],
            ['attack', 3],
            ['attack_damage', 2],
            ['magnitude', 4],
          ]),
        ],
      }),
      qc_attacks: [attack('Spears', 5, 4, 1)],
    })
    expect(details.join_battle.total).toBe(plain.join_battle.total + 1)
    expect(details.evasion.total).toBe(plain.evasion.total + 1)
    expect(details.parry.total).toBe(plain.parry.total + 2)
    expect(details.soak.total).toBe(plain.soak.total + 1)
    expect(details.hardness.total).toBe(plain.hardness.total + 2)
    expect(details.resolve.total).toBe(plain.resolve.total + 1)
    expect(details.attacks.Spears?.pool.total).toBe((plain.attacks.Spears?.pool.total ?? 0) + 3)
    expect(details.attacks.Spears?.damage.total).toBe((plain.attacks.Spears?.damage.total ?? 0) + 2)
    expect(details.magnitude_total).toBe(plain.magnitude_total + 4)
    expect(details.parry.bonuses).toContainEqual({ label: 'Banner', value: 2 })
  })
})
