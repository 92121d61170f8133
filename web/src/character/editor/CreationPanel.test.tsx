import {
  type Character,
  type CharacterFields,
  type CharacterType,
  type Charm,
  type Merit,
  newCharacterDraft,
} from '@loom/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CharacterView } from '../character-view.ts'
import { learningCostHint, nextDotHint } from '../creation-help.ts'
import { CreationPanel } from './CreationPanel.tsx'

function character(type: CharacterType, input: Partial<CharacterFields> = {}): Character {
  return { ...newCharacterDraft(type, input), id: 1, player_id: 1 } as unknown as Character
}

/** A view with only what the panel reads: the character, its merits, charms and spells. */
function view(
  subject: Character,
  children: { merits?: Partial<Merit>[]; charms?: Partial<Charm>[]; spells?: number } = {},
): CharacterView {
  return {
    character: subject,
    merits: children.merits ?? [],
    charms: { charms: children.charms ?? [], martial_arts: [] },
    spells: Array.from({ length: children.spells ?? 0 }, (_, id) => ({ id })),
  } as unknown as CharacterView
}

const count = (key: string) => screen.getByTestId(`creation-${key}-count`).textContent

describe('CreationPanel', () => {
  it('lists each category as spent / limit, with the bonus points left', () => {
    const charms = Array.from({ length: 16 }, () => ({ charm_type: 'Ability', ability: 'lore' }))
    render(
      <CreationPanel
        view={view(character('SolarCharacter', { attr_strength: 3, abil_melee: 2 }), {
          merits: [{ rating: 3, merit_cat: 'story' }],
          charms: charms as Partial<Charm>[],
          spells: 1,
        })}
      />,
    )
    expect(count('attributes-primary')).toBe('2 / 8')
    expect(count('abilities')).toBe('2 / 28')
    expect(count('merits')).toBe('3 / 10')
    // 16 Charms and a spell: two over the 15, at 5 points each.
    expect(count('charms')).toBe('17 / 15')
    expect(screen.getByTestId('creation-charms-over').textContent).toContain('2 over: 10 BP')
    expect(screen.getByTestId('creation-bonus-points').textContent).toBe(
      'Bonus points: 10 of 15 spent, 5 left',
    )
    expect(screen.queryByTestId('creation-over-budget')).toBeNull()
    expect(screen.queryByTestId('creation-experience-note')).toBeNull()
  })

  it('warns when the bonus points run out, and names the type’s experience past creation', () => {
    render(
      <CreationPanel
        view={view(character('DragonbloodCharacter', { willpower_permanent: 10, xp_total: 4 }))}
      />,
    )
    // Willpower 10 is five dots above 5 at 2 points: 10 of the Dragon-Blooded 18.
    expect(screen.getByTestId('creation-bonus-points').textContent).toContain('10 of 18 spent')
    expect(screen.getByTestId('creation-experience-note').textContent).toContain(
      'Dragon XP pays for anything but Charms and spells.',
    )
  })

  it('says by how much the budget is overspent', () => {
    render(
      <CreationPanel
        view={view(character('Character', { willpower_permanent: 10, abil_lore: 5, abil_war: 5 }))}
      />,
    )
    // Willpower 10 (7 above 3: 14) and four ability dots above 3 (8): 22 of 21.
    expect(screen.getByTestId('creation-over-budget').textContent).toBe(
      'Over budget by 1 bonus point.',
    )
  })
})

describe('nextDotHint', () => {
  it('shows the next dot only past creation and below the maximum', () => {
    const fresh = character('SolarCharacter', { attr_strength: 3 })
    expect(nextDotHint(fresh, { kind: 'attribute', name: 'strength' }, 3)).toBeUndefined()
    const experienced = character('SolarCharacter', { attr_strength: 3, xp_solar_total: 2 })
    expect(nextDotHint(experienced, { kind: 'attribute', name: 'strength' }, 3)).toBe('Next: 12 XP')
    expect(nextDotHint(experienced, { kind: 'ability', name: 'war' }, 5)).toBeUndefined()
    expect(nextDotHint(experienced, { kind: 'willpower' }, 5)).toBe('Next: 8 XP')
    expect(nextDotHint(experienced, { kind: 'willpower' }, 10)).toBeUndefined()
  })
})

describe('learningCostHint', () => {
  it('prices a Charm past creation, less for a Caste or Favored ability, and not before', () => {
    const melee = { charm_type: 'Ability', ability: 'melee' } as Charm
    const lore = { charm_type: 'Ability', ability: 'lore' } as Charm
    const fresh = character('SolarCharacter', { caste: 'dawn', caste_abilities: ['melee'] })
    expect(learningCostHint(fresh, melee)).toBeUndefined()
    const experienced = character('SolarCharacter', {
      caste: 'dawn',
      caste_abilities: ['melee'],
      xp_total: 5,
    })
    expect(learningCostHint(experienced, melee)).toBe('Learning it costs 8 XP')
    expect(learningCostHint(experienced, lore)).toBe('Learning it costs 10 XP')
  })
})
