import { describe, expect, it } from 'vitest'
import {
  type CharacterType,
  isPastCreation,
  newCharacterDraft,
  nextDotCost,
  raiseCost,
} from '../../src/index.ts'

type Fields = Parameters<typeof newCharacterDraft>[1]

const character = (type: CharacterType, fields: Fields = {}) => newCharacterDraft(type, fields)
const solar = character('SolarCharacter', {
  caste: 'dawn',
  caste_abilities: ['melee'],
  favored_abilities: ['lore', 'brawl', 'occult'],
})
const lunar = character('LunarCharacter', { caste: 'full moon', favored_attributes: ['wits'] })

describe('raiseCost: rated traits', () => {
  it('prices an attribute at current rating × 4, × 3 when Caste/Favored', () => {
    expect(raiseCost(solar, { kind: 'attribute', name: 'strength' }, 2, 3).xp).toBe(8)
    // 2→3 (8) + 3→4 (12) + 4→5 (16).
    expect(raiseCost(solar, { kind: 'attribute', name: 'strength' }, 2, 5).xp).toBe(36)
    expect(raiseCost(lunar, { kind: 'attribute', name: 'wits' }, 2, 3).xp).toBe(6)
    expect(raiseCost(lunar, { kind: 'attribute', name: 'charisma' }, 2, 3).xp).toBe(8)
  })

  it('prices a new ability at 3, then current × 2, less 1 when Caste/Favored', () => {
    const melee = { kind: 'ability', name: 'melee' } as const
    const war = { kind: 'ability', name: 'war' } as const
    expect(raiseCost(solar, war, 0, 1).xp).toBe(3)
    expect(raiseCost(solar, war, 1, 2).xp).toBe(2)
    expect(raiseCost(solar, war, 3, 4).xp).toBe(6)
    expect(raiseCost(solar, melee, 0, 1).xp).toBe(3)
    expect(raiseCost(solar, melee, 3, 4).xp).toBe(5)
    // 0→1 (3) + 1→2 (1) + 2→3 (3) for a Caste ability.
    expect(raiseCost(solar, melee, 0, 3).xp).toBe(7)
  })

  it('lets Martial Arts follow Brawl', () => {
    const style = { kind: 'ability', name: 'martial_arts' } as const
    expect(raiseCost(solar, style, 2, 3).xp).toBe(3)
    expect(raiseCost(character('SolarCharacter'), style, 2, 3).xp).toBe(4)
  })

  it('prices Willpower at 8 a dot and a merit at 3 × the current rating, its first dot at 3', () => {
    expect(raiseCost(solar, { kind: 'willpower' }, 5, 7).xp).toBe(16)
    expect(raiseCost(solar, { kind: 'merit' }, 0, 1).xp).toBe(3)
    expect(raiseCost(solar, { kind: 'merit' }, 1, 2).xp).toBe(3)
    // 2→3 (6) + 3→4 (9).
    expect(raiseCost(solar, { kind: 'merit' }, 2, 4).xp).toBe(15)
  })

  it('costs nothing to lower or keep a rating', () => {
    expect(raiseCost(solar, { kind: 'attribute', name: 'strength' }, 4, 2).xp).toBe(0)
    expect(raiseCost(solar, { kind: 'ability', name: 'war' }, 3, 3).xp).toBe(0)
  })

  it('refuses a rating past the sheet maximum', () => {
    expect(() => raiseCost(solar, { kind: 'ability', name: 'war' }, 4, 6)).toThrow(
      'ability ratings go up to 5, not 6',
    )
    expect(() => raiseCost(solar, { kind: 'merit' }, 5, 6)).toThrow(RangeError)
  })
})

describe('raiseCost: purchases', () => {
  it('prices specialties at 3 each', () => {
    expect(raiseCost(solar, { kind: 'specialty' }, 4, 6).xp).toBe(6)
  })

  it('prices Charms at 8 when Caste/Favored, 10 otherwise', () => {
    const charm = (
      charm_type: 'Ability' | 'MartialArts' | 'Evocation' | 'Spirit',
      ability = '',
    ) => ({
      kind: 'charm' as const,
      charm: { charm_type, ability },
    })
    expect(raiseCost(solar, charm('Ability', 'melee'), 0, 1).xp).toBe(8)
    expect(raiseCost(solar, charm('Ability', 'war'), 0, 1).xp).toBe(10)
    expect(raiseCost(solar, charm('MartialArts'), 0, 1).xp).toBe(8)
    expect(raiseCost(solar, charm('Evocation'), 0, 1).xp).toBe(8)
    expect(raiseCost(solar, charm('Spirit'), 0, 2).xp).toBe(20)
  })

  it('prices spells at 8 when Occult is Caste/Favored, 10 otherwise', () => {
    expect(raiseCost(solar, { kind: 'spell' }, 0, 1).xp).toBe(8)
    expect(raiseCost(character('SolarCharacter'), { kind: 'spell' }, 0, 1).xp).toBe(10)
  })
})

describe('which experience pays', () => {
  it("lets an Exalt's own experience pay for traits but not Charms or spells", () => {
    expect(raiseCost(solar, { kind: 'attribute', name: 'wits' }, 1, 2).splatXp).toBe(true)
    expect(raiseCost(solar, { kind: 'spell' }, 0, 1).splatXp).toBe(false)
    const charm = { kind: 'charm', charm: { charm_type: 'Ability', ability: 'lore' } } as const
    expect(raiseCost(solar, charm, 0, 1).splatXp).toBe(false)
  })

  it('gives Mortals only regular experience', () => {
    expect(raiseCost(character('Character'), { kind: 'willpower' }, 3, 4)).toEqual({
      xp: 8,
      splatXp: false,
    })
  })
})

describe('nextDotCost and isPastCreation', () => {
  it('gives the next dot, or null at the maximum', () => {
    expect(nextDotCost(solar, { kind: 'attribute', name: 'wits' }, 3)).toEqual({
      xp: 12,
      splatXp: true,
    })
    expect(nextDotCost(solar, { kind: 'ability', name: 'war' }, 5)).toBeNull()
    expect(nextDotCost(solar, { kind: 'attribute', name: 'wits' }, 10)).toBeNull()
  })

  it('counts a character as past creation once it has earned experience of either kind', () => {
    expect(isPastCreation({ xp_total: 0, xp_solar_total: 0 })).toBe(false)
    expect(isPastCreation({ xp_total: 5, xp_solar_total: 0 })).toBe(true)
    expect(isPastCreation({ xp_total: 0, xp_solar_total: 2 })).toBe(true)
    const award = { id: 'a1', label: 'Award: Session 1', points: 4 }
    expect(
      isPastCreation({ xp_total: 0, xp_solar_total: 0, xp_log: [award], xp_log_solar: [] }),
    ).toBe(true)
    expect(
      isPastCreation({ xp_total: 0, xp_solar_total: 0, xp_log: [], xp_log_solar: [award] }),
    ).toBe(true)
  })
})
