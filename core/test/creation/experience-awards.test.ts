import { describe, expect, it } from 'vitest'
import {
  awardedFields,
  experienceKindLabel,
  experienceKindsOf,
  logTotals,
} from '../../src/creation/experience-awards.ts'

const sheet = {
  xp_log: [{ id: 'a1', label: 'Melee 3', points: 6 }],
  xp_log_solar: [],
  xp_craft_silver: 0,
  xp_craft_gold: 1,
  xp_craft_white: 0,
}

describe('experience awards', () => {
  it('Mortals keep no type experience; every Exalt and every character keeps craft experience', () => {
    expect(experienceKindsOf('Character')).toEqual([
      'normal',
      'craft_silver',
      'craft_gold',
      'craft_white',
    ])
    expect(experienceKindsOf(null)).not.toContain('exalt')
    for (const type of ['SolarCharacter', 'DragonbloodCharacter', 'CustomEssenceCharacter']) {
      expect(experienceKindsOf(type)).toEqual([
        'normal',
        'exalt',
        'craft_silver',
        'craft_gold',
        'craft_white',
      ])
    }
    expect(experienceKindsOf('NotAType')).not.toContain('exalt')
  })

  it('names the type’s own experience after the type, a custom one after its own name', () => {
    expect(experienceKindLabel('exalt', { type: 'SolarCharacter', exalt_type: 'Solar' })).toBe(
      'Solar experience',
    )
    expect(
      experienceKindLabel('exalt', { type: 'DragonbloodCharacter', exalt_type: 'Dragon-Blood' }),
    ).toBe('Dragon experience')
    expect(
      experienceKindLabel('exalt', {
        type: 'CustomAbilityCharacter',
        exalt_type: 'Getimian Exalt',
      }),
    ).toBe('Getimian experience')
    expect(experienceKindLabel('craft_white', { type: 'Character', exalt_type: 'Mortal' })).toBe(
      'white craft experience',
    )
  })

  it('an award is a line at the end of its log; a craft award raises its count and notes itself', () => {
    expect(awardedFields(sheet, { kind: 'normal', amount: 4, reason: 'Session 2' })).toEqual({
      xp_log: [...sheet.xp_log, { label: 'Award: Session 2', points: 4 }],
    })
    expect(awardedFields(sheet, { kind: 'exalt', amount: 2, reason: 'Zenith' })).toEqual({
      xp_log_solar: [{ label: 'Award: Zenith', points: 2 }],
    })
    expect(awardedFields(sheet, { kind: 'craft_gold', amount: 3, reason: 'Gate' })).toEqual({
      xp_craft_gold: 4,
      xp_log: [...sheet.xp_log, { label: 'Award: Gate (+3 gold craft)', points: 0 }],
    })
  })

  it('award lines count as earned, every other line as spent', () => {
    const log = [
      { label: 'Award: Session 1', points: 5 },
      { label: 'Melee 3', points: 6 },
      { label: 'Award: Session 2', points: 4 },
    ]
    expect(logTotals(log, 10)).toEqual({ awarded: 9, earned: 19, spent: 6, remaining: 13 })
    expect(logTotals([], null)).toEqual({ awarded: 0, earned: 0, spent: 0, remaining: 0 })
  })
})
