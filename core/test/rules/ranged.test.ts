import { input, mortal, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'
import type { WeaponInput } from '../../src/rules/sheet-input.ts'

// Dexterity 3, Archery 2, Thrown 1, Martial Arts (Snake Style) 2.
const archer = mortal({
  attr_dexterity: 3,
  abil_archery: 2,
  abil_thrown: 1,
  abil_martial_arts: [{ style: 'Snake Style', rating: 2 }],
})

function stats(w: Partial<WeaponInput>) {
  const found = characterStats(input(archer, { weapons: [weapon({ name: 'W', ...w })] })).weapons.W
  if (found === undefined) throw new Error('weapon W missing from the summary')
  return found
}

function bands(w: Partial<WeaponInput>) {
  const s = stats(w)
  return [s.ranged_close, s.ranged_short, s.ranged_medium, s.ranged_long, s.ranged_extreme]
}

describe('which weapons are ranged', () => {
  it.each([
    ['archery', [], true],
    ['thrown', [], true],
    ['melee', ['thrown (short)'], false],
    ['brawl', ['archery (long)'], false],
    ['martial arts (Snake Style)', ['thrown (short)'], true],
    ['martial arts (Snake Style)', [], false],
    ['war', ['archery (long)'], true],
    ['craft (Bows)', ['elemental bolt'], true],
  ])('ability %s with tags %j: ranged %s', (ability, tags, ranged) => {
    expect(stats({ ability, tags }).is_ranged).toBe(ranged ? 1 : 0)
  })

  it('ranged weapons have no parry and no band figures are given to melee weapons', () => {
    const bow = stats({ ability: 'archery', tags: ['archery (long)'] })
    expect([bow.parry, bow.parry_excellency, bow.parry_penalty]).toEqual([0, 0, 0])
    const sword = stats({ ability: 'melee' })
    expect(sword.ranged_close).toBeUndefined()
    expect(sword.ranged_max_range).toBeUndefined()
  })
})

describe('range bands', () => {
  it('an archery weapon uses the archery table: −2, +4, +2, 0, −2', () => {
    // 3 + 2 + band
    expect(bands({ ability: 'archery', tags: ['archery (extreme)'] })).toEqual([3, 9, 7, 5, 3])
  })

  it('a thrown weapon uses the thrown table: +4, +3, +2, −1, −3', () => {
    // 3 + 1 + band; extreme 4 − 3 = 1
    expect(bands({ ability: 'thrown', tags: ['thrown (short)'] })).toEqual([8, 7, 6, 3, 1])
  })

  it('an artifact adds 1 to every band', () => {
    expect(bands({ ability: 'archery', is_artifact: true, tags: ['archery (long)'] })).toEqual([
      4, 10, 8, 6, 4,
    ])
  })

  it('a flame weapon is not hampered at close range', () => {
    expect(bands({ ability: 'archery', tags: ['archery (short)', 'flame'] })[0]).toBe(5)
  })

  it('adds the accuracy bonus but not the weight accuracy', () => {
    expect(
      bands({
        ability: 'archery',
        weight: 'light',
        bonus_accuracy: 1,
        tags: ['archery (short)'],
      })[1],
    ).toBe(10)
  })

  it('bands take wound and poison penalties and never go below 0', () => {
    const hurt = { ...archer, damage_lethal: 4 } // −2
    const found = characterStats(
      input(hurt, {
        weapons: [weapon({ name: 'W', ability: 'archery', tags: ['archery (long)'] })],
        poisons: [{ name: 'P', penalty: 2 }],
      }),
    ).weapons.W!
    // close 3 + 2 − 2 − 4 = −1 → 0; short 9 − 4 = 5
    expect([found.ranged_close, found.ranged_short]).toEqual([0, 5])
  })

  it.each([
    [['archery (close)'], 0],
    [['archery (short)'], 1],
    [['archery (medium)'], 2],
    [['archery (long)'], 3],
    [['archery (extreme)'], 4],
    [['archery'], 0],
    [['archery (far)'], 0],
    [[], 0],
  ])('tags %j reach band %i', (tags, reach) => {
    expect(stats({ ability: 'archery', tags }).ranged_max_range).toBe(reach)
  })

  it('lists the bands within reach', () => {
    const details = characterStatDetails(
      input(archer, { weapons: [weapon({ ability: 'thrown', tags: ['thrown (short)'] })] }),
    )
    const ranged = details.weapons.Weapon?.ranged
    expect(ranged?.table).toBe('thrown')
    expect(ranged?.available).toEqual(['close', 'short'])
  })

  it('bolts count as thrown (medium) without a range tag', () => {
    const w = stats({ ability: 'thrown', tags: ['elemental bolt'] })
    expect(w.ranged_max_range).toBe(2)
    expect(w.ranged_close).toBe(8) // thrown table
  })

  // Decision: with no range tag the ability picks the table (the reference used the archery
  // table for a thrown weapon without a tag).
  it('a thrown weapon without a range tag uses the thrown table', () => {
    expect(bands({ ability: 'thrown' })[0]).toBe(8)
  })

  it('a martial arts weapon with a thrown tag uses its style rating', () => {
    // 3 + 2 + 3 (thrown short)
    expect(
      stats({ ability: 'martial arts (Snake Style)', tags: ['thrown (short)'] }).ranged_short,
    ).toBe(8)
  })
})
