import { type Character, characterSchemas, characterStatDetails } from '@loom/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AbilitiesBlock } from './AbilitiesBlock.tsx'
import { AttributesBlock } from './AttributesBlock.tsx'

function character(changes: Partial<Character>): Character {
  return { ...characterSchemas.fields.parse({}), id: 1, ...changes } as Character
}

/** The blocks as the overview renders them: markers from the rules' excellency list. */
function renderTraits(sheet: Character) {
  const details = characterStatDetails({
    character: sheet,
    weapons: [],
    merits: [],
    charms: [],
    spells: [],
  })
  render(
    <>
      <AbilitiesBlock character={sheet} excellencyTraits={details.excellency_traits} />
      <AttributesBlock character={sheet} excellencyTraits={details.excellency_traits} />
    </>,
  )
}

const text = (testId: string) => screen.getByTestId(testId).textContent

describe('excellency, supernal, caste and favored markers', () => {
  it('a Solar marks rated caste and favored abilities with " *" and explains it', () => {
    renderTraits(
      character({
        type: 'SolarCharacter',
        caste: 'dawn',
        abil_melee: 3,
        abil_archery: 0,
        abil_lore: 2,
        supernal_ability: 'melee',
        caste_abilities: ['melee', 'archery'],
        favored_abilities: ['lore'],
        excellency: 'solar',
        excellencies_for: ['solar'],
      }),
    )
    expect(text('ability-melee')).toMatch(/^Melee \* \(s\) \(c\)/)
    // Unrated caste abilities have no excellency yet.
    expect(text('ability-archery')).toMatch(/^Archery \(c\)/)
    expect(text('ability-lore')).toMatch(/^Lore \* \(f\)/)
    expect(text('ability-dodge')).toMatch(/^Dodge○/)
    expect(text('abilities-legend')).toBe('*: Excellency, s: Supernal, c: Caste, f: Favored')
    // Solar excellencies are keyed to abilities: no attribute carries the marker.
    expect(text('attribute-dexterity')).not.toContain('*')
    expect(screen.queryByTestId('attributes-legend')).toBeNull()
  })

  it('a Lunar marks attributes, and its ability legend has no excellency', () => {
    renderTraits(
      character({
        type: 'LunarCharacter',
        caste: 'full moon',
        attr_strength: 5,
        attr_wits: 2,
        caste_attributes: ['strength', 'wits'],
        excellency: 'lunar',
        excellency_stunt: 'lunar',
        excellencies_for: ['lunar'],
      }),
    )
    expect(text('attribute-strength')).toMatch(/^Strength \* \(c\)/)
    expect(text('attribute-wits')).toMatch(/^Wits \(c\)/)
    expect(text('attributes-legend')).toBe('*: Excellency, c: Caste, f: Favored')
    expect(screen.queryByTestId('abilities-legend')).toBeNull()
  })

  it('a Mortal shows no markers and no legends', () => {
    renderTraits(character({ type: 'Character', abil_melee: 3, excellencies_for: ['*'] }))
    expect(text('ability-melee')).toMatch(/^Melee●/)
    expect(screen.queryByTestId('abilities-legend')).toBeNull()
    expect(screen.queryByTestId('attributes-legend')).toBeNull()
  })
})
