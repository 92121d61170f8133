import { describe, expect, it } from 'vitest'
import {
  type CharacterType,
  type CreationSheet,
  creationSpend,
  newCharacterDraft,
} from '../../src/index.ts'

type Fields = Parameters<typeof newCharacterDraft>[1]

/** A new character of `type` with `fields` changed and the given children. */
function sheet(
  type: CharacterType,
  fields: Fields = {},
  children: Partial<Omit<CreationSheet, 'character'>> = {},
): CreationSheet {
  return {
    character: newCharacterDraft(type, fields),
    merits: [],
    charms: [],
    spellCount: 0,
    ...children,
  }
}

const line = (spend: ReturnType<typeof creationSpend>, key: string) =>
  spend.lines.find((entry) => entry.key === key)

describe('creationSpend: attributes', () => {
  it('ranks the groups by dots past the first: the largest is primary', () => {
    // Mental 2+1+2 = 5 past the first, Physical 3, Social 0.
    const spend = creationSpend(
      sheet('SolarCharacter', {
        attr_strength: 4,
        attr_perception: 3,
        attr_intelligence: 2,
        attr_wits: 3,
      }),
    )
    expect(spend.lines.slice(0, 3).map(({ label, spent, limit }) => [label, spent, limit])).toEqual(
      [
        ['Mental (primary)', 5, 8],
        ['Physical (secondary)', 3, 6],
        ['Social (tertiary)', 0, 4],
      ],
    )
    expect(spend.bonusPoints).toEqual({ budget: 15, spent: 0, remaining: 15 })
  })

  it('pays dots past a group limit at 4 (primary, secondary) or 3 (tertiary) bonus points', () => {
    // Physical 5,5,2: 4+4+1 = 9 (primary, 1 over 8); Social 4,4,1: 6 (secondary, at 6);
    // Mental 3,3,2: 2+2+1 = 5 (tertiary, 1 over 4).
    const spend = creationSpend(
      sheet('SolarCharacter', {
        attr_strength: 5,
        attr_dexterity: 5,
        attr_stamina: 2,
        attr_charisma: 4,
        attr_manipulation: 4,
        attr_perception: 3,
        attr_intelligence: 3,
        attr_wits: 2,
      }),
    )
    expect(line(spend, 'attributes-primary')).toMatchObject({
      spent: 9,
      overflow: 1,
      bonusPoints: 4,
    })
    expect(line(spend, 'attributes-secondary')).toMatchObject({
      spent: 6,
      overflow: 0,
      bonusPoints: 0,
    })
    expect(line(spend, 'attributes-tertiary')).toMatchObject({
      spent: 5,
      overflow: 1,
      bonusPoints: 3,
    })
    expect(spend.bonusPoints).toEqual({ budget: 15, spent: 7, remaining: 8 })
  })

  it('gives Lunars 9/7/5 and Mortals 6/4/3', () => {
    const limits = (type: CharacterType) =>
      creationSpend(sheet(type))
        .lines.slice(0, 3)
        .map((entry) => entry.limit)
    expect(limits('LunarCharacter')).toEqual([9, 7, 5])
    expect(limits('Character')).toEqual([6, 4, 3])
    expect(limits('DragonbloodCharacter')).toEqual([8, 6, 4])
  })
})

describe('creationSpend: abilities', () => {
  it('counts every ability dot, craft and style entries included, against 28', () => {
    const spend = creationSpend(
      sheet('SolarCharacter', {
        abil_melee: 3,
        abil_dodge: 3,
        abil_craft: [{ id: 'c1', craft: 'Forging', rating: 2 }],
        abil_martial_arts: [{ id: 'm1', style: 'Snake', rating: 1 }],
      }),
    )
    expect(line(spend, 'abilities')).toMatchObject({ spent: 9, limit: 28, overflow: 0 })
  })

  it('charges dots above 3 even under 28: 1 point if Caste/Favored, 2 if not', () => {
    const spend = creationSpend(
      sheet('SolarCharacter', {
        caste: 'dawn',
        caste_abilities: ['melee'],
        abil_melee: 5,
        abil_lore: 4,
      }),
    )
    // Melee 4th and 5th dots at 1 each, Lore 4th dot at 2.
    expect(line(spend, 'abilities')).toMatchObject({ spent: 9, overflow: 3, bonusPoints: 4 })
  })

  it('leaves the cheapest dots to bonus points once 28 are spent', () => {
    // Ten abilities at 3 = 30 dots: 2 over. With Favored ones among them, those 2 cost 1 each.
    const fields: Fields = { favored_abilities: ['archery', 'athletics'] }
    for (const name of ['archery', 'athletics', 'awareness', 'brawl', 'bureaucracy', 'dodge']) {
      Object.assign(fields, { [`abil_${name}`]: 3 })
    }
    for (const name of ['integrity', 'investigation', 'larceny', 'linguistics']) {
      Object.assign(fields, { [`abil_${name}`]: 3 })
    }
    const favored = creationSpend(sheet('SolarCharacter', fields))
    expect(line(favored, 'abilities')).toMatchObject({ spent: 30, overflow: 2, bonusPoints: 2 })
    const plain = creationSpend(sheet('SolarCharacter', { ...fields, favored_abilities: [] }))
    expect(line(plain, 'abilities')).toMatchObject({ spent: 30, overflow: 2, bonusPoints: 4 })
  })
})

describe('creationSpend: specialties, merits, Charms, Willpower', () => {
  it('charges 1 point per specialty and merit dot past the limit', () => {
    const specialties = Array.from({ length: 6 }, (_, i) => ({
      id: `s${i}`,
      ability: 'melee' as const,
      context: `Specialty ${i}`,
    }))
    const merits = [
      { rating: 5, merit_cat: 'story' as const },
      { rating: 4, merit_cat: 'innate' as const },
      { rating: 3, merit_cat: 'purchased' as const },
      // A flaw and an N/A rating cost nothing.
      { rating: 2, merit_cat: 'flaw' as const },
      { rating: 6, merit_cat: 'story' as const },
    ]
    const spend = creationSpend(sheet('SolarCharacter', { specialties }, { merits }))
    expect(line(spend, 'specialties')).toMatchObject({ spent: 6, limit: 4, bonusPoints: 2 })
    expect(line(spend, 'merits')).toMatchObject({ spent: 12, limit: 10, bonusPoints: 2 })
    expect(spend.bonusPoints.spent).toBe(4)
  })

  it('charges Charms past the limit at 4 when Caste/Favored, 5 otherwise, cheapest first', () => {
    const charm = (ability: string) => ({ charm_type: 'Ability' as const, ability })
    const charms = [...Array.from({ length: 15 }, () => charm('lore')), charm('melee')]
    const base: Fields = { caste: 'dawn', caste_abilities: ['melee'] }
    const spend = creationSpend(sheet('SolarCharacter', base, { charms }))
    // 16 Charms: the free 15 cover the dearer Lore Charms, the Melee one costs 4.
    expect(line(spend, 'charms')).toMatchObject({ spent: 16, limit: 15, bonusPoints: 4 })
    const withSpell = creationSpend(sheet('SolarCharacter', base, { charms, spellCount: 1 }))
    // A spell without Occult favored is a 5-point purchase; the Melee Charm stays at 4.
    expect(line(withSpell, 'charms')).toMatchObject({ spent: 17, overflow: 2, bonusPoints: 9 })
  })

  it('gives Mortals no free Charms and 21 bonus points', () => {
    const spend = creationSpend(
      sheet('Character', {}, { charms: [{ charm_type: 'Spirit', ability: null }] }),
    )
    expect(line(spend, 'charms')).toMatchObject({ limit: 0, bonusPoints: 5 })
    expect(spend.bonusPoints).toEqual({ budget: 21, spent: 5, remaining: 16 })
  })

  it('charges 2 points per Willpower dot above the starting rating', () => {
    const solar = creationSpend(sheet('SolarCharacter', { willpower_permanent: 7 }))
    expect(line(solar, 'willpower')).toMatchObject({ spent: 7, limit: 5, bonusPoints: 4 })
    const mortal = creationSpend(sheet('Character', { willpower_permanent: 4 }))
    expect(line(mortal, 'willpower')).toMatchObject({ limit: 3, bonusPoints: 2 })
  })

  it('goes negative when the bonus points run out', () => {
    const spend = creationSpend(sheet('SolarCharacter', { willpower_permanent: 10 }))
    expect(spend.bonusPoints).toEqual({ budget: 15, spent: 10, remaining: 5 })
    const over = creationSpend(
      sheet('SolarCharacter', { willpower_permanent: 10, abil_lore: 5, abil_war: 5, abil_ride: 5 }),
    )
    // Willpower 10 + six ability dots above 3 at 2 each.
    expect(over.bonusPoints).toEqual({ budget: 15, spent: 22, remaining: -7 })
  })

  it.each([
    ['DragonbloodCharacter', 13, 15, 18],
    ['SiderealCharacter', 13, 20, 15],
    ['AbyssalCharacter', 10, 15, 15],
    ['AlchemicalCharacter', 10, 15, 15],
    ['InfernalCharacter', 10, 15, 15],
    ['CustomAbilityCharacter', 10, 15, 15],
  ] as const)('%s: %i merit dots, %i Charms, %i bonus points', (type, merits, charms, bp) => {
    const spend = creationSpend(sheet(type))
    expect(line(spend, 'merits')?.limit).toBe(merits)
    expect(line(spend, 'charms')?.limit).toBe(charms)
    expect(spend.bonusPoints.budget).toBe(bp)
  })
})
