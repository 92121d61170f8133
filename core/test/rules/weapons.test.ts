import { exalt, input, mortal, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'
import type { WeaponInput } from '../../src/rules/sheet-input.ts'

// Dexterity 3, Strength 4, Melee 2, Essence 2 unless a test says otherwise.
const traits = { attr_dexterity: 3, attr_strength: 4, abil_melee: 2, essence: 2 }
const fighter = mortal(traits)

function stats(w: Partial<WeaponInput>, sheet = fighter) {
  const found = characterStats(input(sheet, { weapons: [weapon({ name: 'W', ...w })] })).weapons.W
  if (found === undefined) throw new Error('weapon W missing from the summary')
  return found
}

describe('weapon attacks', () => {
  it.each([
    ['light', false, 4],
    ['medium', false, 2],
    ['heavy', false, 0],
    ['light', true, 5],
    ['medium', true, 3],
    ['heavy', true, 1],
  ])('a %s weapon (artifact: %s) has accuracy %i', (weight, is_artifact, accuracy) => {
    const w = stats({ weight, is_artifact })
    expect(w.accuracy).toBe(accuracy)
    expect(w.withering_attack).toBe(3 + 2 + accuracy)
    expect(w.decisive_attack).toBe(5) // accuracy never applies to decisive
  })

  it('adds the accuracy bonus to withering attacks only', () => {
    const w = stats({ bonus_accuracy: 2 })
    expect([w.accuracy, w.withering_attack, w.decisive_attack]).toEqual([6, 11, 5])
  })

  it('attacks take wound and poison penalties, not mobility or onslaught', () => {
    const hurt = { ...fighter, damage_lethal: 2, armor_weight: 'heavy', onslaught: 2 }
    const found = characterStats(
      input(hurt, { weapons: [weapon({ name: 'W' })], poisons: [{ name: 'P', penalty: 2 }] }),
    ).weapons.W
    // wound 1 + poison 2 = 3; withering 3 + 2 + 4 − 3 = 6; decisive 5 − 3 = 2
    expect(found).toMatchObject({ attack_penalty: 3, withering_attack: 6, decisive_attack: 2 })
  })

  it('uses the attack attribute override, including Essence', () => {
    expect(stats({ overrides: { attack_attribute: { use: 'strength' } } }).decisive_attack).toBe(6)
    expect(stats({ overrides: { attack_attribute: { use: 'essence' } } }).decisive_attack).toBe(4)
    // A blank override is no override.
    expect(stats({ overrides: { attack_attribute: { use: '' } } }).decisive_attack).toBe(5)
  })

  it.each([
    ['paired', 1],
    ['two-handed', 1],
    ['chopping', 0],
  ])('notes +2 in a clash for a %s weapon: %i note', (tag, notes) => {
    const details = characterStatDetails(input(fighter, { weapons: [weapon({ tags: [tag] })] }))
    const w = details.weapons.Weapon!
    expect(w.decisive_attack.conditional).toHaveLength(notes)
    expect(w.withering_attack.conditional).toHaveLength(notes)
    if (notes > 0) {
      expect(w.decisive_attack.conditional[0]).toEqual({
        label: 'Clash',
        value: 2,
        note: 'in a clash',
      })
    }
    expect(w.decisive_attack.total).toBe(5)
  })

  it('shares one excellency between withering and decisive attacks', () => {
    const solar = exalt('SolarCharacter', { ...traits, caste_abilities: ['melee'] })
    const w = stats({}, solar)
    expect([w.attack_excellency, w.attack_excellency_stunt]).toEqual([5, 0]) // 3 + 2
  })

  it.each([
    [['aggravated', 'lethal'], 'Aggravated'],
    [['fire'], 'Lethal'],
    [['air'], 'Lethal'],
    [['wood'], 'Lethal'],
    [['lethal', 'bashing'], 'Lethal'],
    [['earth'], 'Bashing'],
    [['water'], 'Bashing'],
    [['bashing'], 'Bashing'],
    [['chopping'], null],
  ])('tags %j deal %s damage on a decisive hit', (tags, type) => {
    const details = characterStatDetails(input(fighter, { weapons: [weapon({ tags })] }))
    expect(details.weapons.Weapon?.damage_type).toBe(type)
  })
})

describe('weapon damage', () => {
  it.each([
    ['light', false, 7],
    ['medium', false, 9],
    ['heavy', false, 11],
    ['light', true, 10],
    ['medium', true, 12],
    ['heavy', true, 14],
  ])('a %s weapon (artifact: %s) deals %i + Strength', (weight, is_artifact, damage) => {
    const w = stats({ weight, is_artifact })
    expect(w.weapon_damage).toBe(damage)
    expect(w.damage_attribute_rating).toBe(4)
    expect(w.withering_damage).toBe(damage + 4)
  })

  it('adds the damage bonus', () => {
    expect(stats({ bonus_damage: 3 })).toMatchObject({ weapon_damage: 10, withering_damage: 14 })
  })

  it.each([
    ['subtle', 0, 0],
    ['flame', 4, 7],
    ['crossbow', 4, 7],
    ['firearm', 4, 7],
  ])('the %s tag fixes the damage attribute at %i', (tag, attribute, weaponDamage) => {
    const w = stats({ tags: [tag], overrides: { damage_attribute: { use: 'dexterity' } } })
    expect(w.damage_attribute_rating).toBe(attribute)
    expect(w.weapon_damage).toBe(weaponDamage)
  })

  it('a subtle weapon deals no damage and has no minimum', () => {
    expect(stats({ tags: ['subtle'] })).toMatchObject({ withering_damage: 0, overwhelming: 0 })
  })

  it('uses the damage attribute override', () => {
    expect(stats({ overrides: { damage_attribute: { use: 'dexterity' } } }).withering_damage).toBe(
      10,
    )
  })

  it('a shield deals 2 less damage', () => {
    expect(stats({ tags: ['shield'] }).withering_damage).toBe(9) // 4 + 7 − 2
  })

  it('withering damage is never below the minimum', () => {
    // Strength 1 + light 7 − 20 = −12, raised to the artifact light minimum 3.
    const weak = mortal({ attr_strength: 1 })
    expect(stats({ is_artifact: true, bonus_damage: -20 }, weak).withering_damage).toBe(3)
  })

  // Decision: the powerful figure keeps the damage bonus and the minimum like every damage
  // figure (the reference dropped both).
  it('a powerful weapon also shows its damage as if heavy, with its bonus', () => {
    expect(stats({ tags: ['powerful'], bonus_damage: 1 }).withering_damage_powerful).toBe(16) // 4 + 11 + 1
    expect(stats({ tags: ['powerful'], is_artifact: true }).withering_damage_powerful).toBe(18) // 4 + 14
    expect(stats({}).withering_damage_powerful).toBeUndefined()
  })
})

describe('overwhelming (minimum damage)', () => {
  it.each([
    ['light', false, 1],
    ['heavy', false, 1],
    ['light', true, 3],
    ['medium', true, 4],
    ['heavy', true, 5],
  ])('a %s weapon (artifact: %s) has minimum %i', (weight, is_artifact, minimum) => {
    expect(stats({ weight, is_artifact }).overwhelming).toBe(minimum)
  })

  it('adds the overwhelming bonus, Balanced and overwhelming+N', () => {
    // artifact medium 4 + 1 + balanced 1 + 2
    const w = stats({
      is_artifact: true,
      weight: 'medium',
      bonus_overwhelming: 1,
      tags: ['balanced', 'overwhelming+2'],
    })
    expect(w.overwhelming).toBe(8)
  })

  it('overwhelming+essence adds Essence', () => {
    expect(stats({ tags: ['overwhelming+essence'] }).overwhelming).toBe(3) // 1 + 2
  })

  it('a bolt has minimum 1 + Essence + bonus, ignoring Balanced', () => {
    expect(
      stats({ tags: ['elemental bolt', 'balanced'], bonus_overwhelming: 1 }).overwhelming,
    ).toBe(4)
    expect(stats({ tags: ['crypt bolt'] }).overwhelming).toBe(3)
  })

  it('a subtle weapon has minimum 0 + bonus', () => {
    expect(stats({ tags: ['subtle', 'balanced'], bonus_overwhelming: 2 }).overwhelming).toBe(2)
  })

  // Decision: a minimum can be lowered to 0 but never below (the reference let subtle and bolt
  // minimums go negative).
  it('is never below 0', () => {
    expect(stats({ bonus_overwhelming: -3 }).overwhelming).toBe(0)
    expect(stats({ tags: ['subtle'], bonus_overwhelming: -3 }).overwhelming).toBe(0)
  })
})

describe('parry', () => {
  it.each([
    ['light', false, 0],
    ['medium', false, 1],
    ['heavy', false, -1],
    ['light', true, 0],
    ['medium', true, 1],
    ['heavy', true, 0],
  ])('a %s weapon (artifact: %s) adds %i defence', (weight, is_artifact, defense) => {
    const w = stats({ weight, is_artifact })
    expect(w.parry_defense).toBe(defense)
    expect(w.parry).toBe(3 + defense) // halfUp(3 + 2) = 3
  })

  it('adds the defence bonus and takes wound, poison and onslaught', () => {
    const hurt = { ...fighter, damage_lethal: 2, onslaught: 1, armor_weight: 'heavy' }
    const found = characterStats(
      input(hurt, {
        weapons: [weapon({ name: 'W', bonus_defense: 2 })],
        poisons: [{ name: 'P', penalty: 1 }],
      }),
    ).weapons.W!
    // halfUp(5) + 2 − (1 + 1 + 1)
    expect(found).toMatchObject({ parry_defense: 2, parry_penalty: 3, parry: 2 })
  })

  it('uses the defence attribute override', () => {
    expect(stats({ overrides: { defense_attribute: { use: 'strength' } } }).parry).toBe(3) // halfUp(6)
  })

  it('has a static-rating excellency costing two motes a point', () => {
    const solar = exalt('SolarCharacter', { ...traits, caste_abilities: ['melee'] })
    // halfDown(3 + 2) = 2
    expect(stats({}, solar)).toMatchObject({ parry_excellency: 2, parry_excellency_cost: 4 })
  })

  it('notes when a specialty would raise it', () => {
    const specialised = {
      ...fighter,
      abil_melee: 3,
      specialties: [{ ability: 'melee', context: 'Swords' }],
    }
    expect(stats({}, specialised).parry_specialty_matters).toBe(1)
    expect(stats({}, fighter).parry_specialty_matters).toBe(0)
  })

  it('Earth-aspect Dragon-Blooded note +1 on every parry', () => {
    const earth = exalt('DragonbloodCharacter', { ...traits, caste: 'earth' })
    const details = characterStatDetails(input(earth, { weapons: [weapon()] }))
    expect(details.weapons.Weapon?.parry.conditional).toEqual([
      { label: 'Earth aspect', value: 1, note: '/5m vs smash/grapple (anima)' },
    ])
  })

  it('never goes below 0', () => {
    expect(stats({ weight: 'heavy', bonus_defense: -5 }).parry).toBe(0)
  })
})

describe('weapons keyed by name', () => {
  // Decision: a repeated name gets " (2)", " (3)"; the reference's map kept only the last.
  it('keeps two weapons with the same name apart', () => {
    const weapons = [
      weapon({ name: 'Knife' }),
      weapon({ name: 'Knife', weight: 'heavy' }),
      weapon({ name: 'Knife' }),
    ]
    const found = characterStats(input(fighter, { weapons })).weapons
    expect(Object.keys(found)).toEqual(['Knife', 'Knife (2)', 'Knife (3)'])
    expect(found['Knife (2)']?.accuracy).toBe(0)
  })
})
