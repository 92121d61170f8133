import { describe, expect, it } from 'vitest'
import { happeningText } from '../src/happening-text.ts'
import { canSeeHappening, happeningAudienceIds } from '../src/happenings.ts'
import { rollRecord } from '../testing/roll-record.ts'

const chronicle = { id: 9, st_id: 1, member_ids: [2, 3] }

describe('who reads a happening', () => {
  it('everyone in the chronicle reads a chronicle-wide one; nobody outside it does', () => {
    expect([1, 2, 3, 4].map((id) => canSeeHappening({ id }, 'chronicle', chronicle))).toEqual([
      true,
      true,
      true,
      false,
    ])
  })

  it('the storyteller and the named members read a narrower one', () => {
    const audience = { storyteller_and: [3, 4] }
    expect([1, 2, 3, 4].map((id) => canSeeHappening({ id }, audience, chronicle))).toEqual([
      true,
      false,
      true,
      false,
    ])
  })

  it('its live line goes to exactly its readers, once each', () => {
    expect(happeningAudienceIds('chronicle', chronicle)).toEqual([1, 2, 3])
    expect(happeningAudienceIds({ storyteller_and: [1, 3] }, chronicle)).toEqual([1, 3])
  })
})

describe('a happening in words', () => {
  it('reads as the log shows it', () => {
    expect(happeningText({ kind: 'player_joined', player: { id: 2, name: 'Ana' } })).toBe(
      'Ana joined',
    )
    expect(happeningText({ kind: 'round_started', round: 3 })).toBe('Round 3')
    const attack = {
      attacker: { type: 'character' as const, id: 1, name: 'Brin' },
      defender: { type: 'qc' as const, id: 2, name: 'Harrow' },
      weapon: 'Dire Lance',
      attack: 'decisive' as const,
      hit: true,
      damage: 4,
      crash: false,
    }
    expect(happeningText({ kind: 'attack_resolved', attack })).toBe(
      "Brin's Dire Lance hit Harrow for 4 (decisive)",
    )
    expect(
      happeningText({
        kind: 'attack_resolved',
        attack: { ...attack, hit: false, attack: 'withering' },
      }),
    ).toBe("Brin's Dire Lance missed Harrow (withering)")
    expect(
      happeningText({
        kind: 'attack_resolved',
        attack: { ...attack, attack: 'withering', damage: 7, crash: true },
      }),
    ).toBe("Brin's Dire Lance hit Harrow for 7 (withering); Harrow crashed")
    expect(
      happeningText({
        kind: 'experience_awarded',
        award: {
          character: { type: 'character', id: 4, name: 'Dawn' },
          kind: 'exalt',
          kind_label: 'Solar experience',
          amount: 3,
          reason: 'Zenith',
        },
      }),
    ).toBe('Dawn was awarded 3 Solar experience: Zenith')
  })

  it('quotes a roll’s label, the player’s own words, and names a botch', () => {
    const roll = rollRecord({ player_name: 'Brin', label: 'Tam reads the omens' })
    expect(happeningText({ kind: 'roll', roll })).toBe(
      'Brin rolled “Tam reads the omens”: 3 successes',
    )
    expect(happeningText({ kind: 'roll', roll: { ...roll, label: ' ', successes: 1 } })).toBe(
      'Brin rolled: 1 success',
    )
    expect(
      happeningText({ kind: 'roll', roll: { ...roll, dice: [1, 3], successes: 0, botch: true } }),
    ).toBe('Brin rolled “Tam reads the omens”: a botch')
  })
})
