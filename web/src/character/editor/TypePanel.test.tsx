import {
  type Character,
  type CharacterFields,
  type CharacterType,
  newCharacterDraft,
} from '@loom/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { CharacterEdits } from '../use-character.ts'
import { TypePanel } from './TypePanel.tsx'

function character(type: CharacterType, input: Partial<CharacterFields> = {}): Character {
  return { ...newCharacterDraft(type, input), id: 1, player_id: 1 } as unknown as Character
}

function fakeEdits() {
  const update = vi.fn()
  return { edits: { update } as unknown as CharacterEdits, update }
}

function renderPanel(subject: Character) {
  const { edits, update } = fakeEdits()
  render(
    <MemoryRouter>
      <TypePanel character={subject} edits={edits} />
    </MemoryRouter>,
  )
  return update
}

/** The options a select offers, opened as a player would. */
function optionsOf(testId: string): string[] {
  fireEvent.mouseDown(screen.getByTestId(testId))
  const listbox = screen.getByRole('listbox')
  const labels = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
  fireEvent.keyDown(listbox, { key: 'Escape' })
  return labels
}

describe('the type panel', () => {
  it('a Mortal has none', () => {
    renderPanel(character('Character'))
    expect(screen.queryByTestId('editor-type-panel')).toBeNull()
  })

  it.each([
    ['SolarCharacter', ['Dawn', 'Zenith', 'Twilight', 'Night', 'Eclipse']],
    ['DragonbloodCharacter', ['Air', 'Earth', 'Fire', 'Water', 'Wood']],
    ['LunarCharacter', ['Full Moon', 'Changing Moon', 'No Moon', 'Casteless']],
    ['SiderealCharacter', ['Journeys', 'Serenity', 'Battles', 'Secrets', 'Endings']],
    ['AbyssalCharacter', ['Dusk', 'Midnight', 'Daybreak', 'Day', 'Moonshadow']],
    [
      'AlchemicalCharacter',
      ['Orichalcum', 'Moonsilver', 'Starmetal', 'Jade', 'Soulsteel', 'Adamant'],
    ],
    ['InfernalCharacter', ['Azimuth', 'Ascendant', 'Horizon', 'Nadir', 'Penumbra']],
  ] as const)('a %s picks from its own castes', (type, castes) => {
    renderPanel(character(type))
    expect(optionsOf('editor-caste')).toEqual(castes)
  })

  it('a Dawn Solar may take Martial Arts as supernal ability; a Zenith may not', () => {
    renderPanel(character('SolarCharacter', { caste: 'dawn' }))
    expect(optionsOf('editor-supernal')).toContain('Martial Arts')
    screen.getByTestId('editor-type-panel').remove()
    renderPanel(character('SolarCharacter', { caste: 'zenith' }))
    expect(optionsOf('editor-supernal')).not.toContain('Martial Arts')
  })

  it('a Solar chooses caste abilities only from its caste', () => {
    renderPanel(character('SolarCharacter', { caste: 'twilight' }))
    expect(optionsOf('editor-caste_abilities')).toEqual([
      'Bureaucracy',
      'Craft',
      'Integrity',
      'Investigation',
      'Linguistics',
      'Lore',
      'Medicine',
      'Occult',
    ])
  })

  it('an Abyssal picks an Apocalyptic Ability, Martial Arts included for Dusk', () => {
    renderPanel(character('AbyssalCharacter', { caste: 'dusk' }))
    expect(screen.getByText('Apocalyptic Ability', { selector: 'label' })).toBeTruthy()
    expect(optionsOf('editor-supernal')).toContain('Martial Arts')
  })

  it('Dragon-Blooded aspect abilities are shown, not chosen', () => {
    renderPanel(character('DragonbloodCharacter', { caste: 'air' }))
    expect(screen.getByTestId('editor-caste_abilities').textContent).toBe(
      'Aspect Abilities: Linguistics, Lore, Occult, Stealth, Thrown',
    )
  })

  it('Sidereal caste abilities are shown, Martial Arts among them', () => {
    renderPanel(character('SiderealCharacter', { caste: 'battles' }))
    expect(screen.getByTestId('editor-caste_abilities').textContent).toBe(
      'Caste Abilities: Archery, Brawl, Melee, Presence, War, Martial Arts',
    )
  })

  it('Lunar caste attributes are limited to the caste, and wait for one to be chosen', () => {
    renderPanel(character('LunarCharacter', { caste: 'no moon' }))
    expect(optionsOf('editor-caste_attributes')).toEqual(['Intelligence', 'Perception', 'Wits'])
    screen.getByTestId('editor-type-panel').remove()
    renderPanel(character('LunarCharacter', { caste: '' }))
    expect(screen.getByText('Select a Caste')).toBeTruthy()
  })

  it('a Lunar favors only attributes that are not caste attributes', () => {
    renderPanel(character('LunarCharacter', { caste: 'full moon', caste_attributes: ['strength'] }))
    const favored = optionsOf('editor-favored_attributes')
    expect(favored).not.toContain('Strength')
    expect(favored).toContain('Wits')
  })

  it('a custom Exalt names its type, its caste, and switches to aspects', () => {
    const update = renderPanel(character('CustomAbilityCharacter'))
    expect(screen.getByTestId('editor-exalt-type')).toBeTruthy()
    fireEvent.click(screen.getByTestId('editor-aspect-switch'))
    expect(update).toHaveBeenCalledWith({ aspect: true })
  })

  it('a custom Exalt copies a canon excellency in the builder', () => {
    const update = renderPanel(character('CustomAbilityCharacter'))
    fireEvent.click(screen.getByTestId('editor-excellencies'))
    fireEvent.click(screen.getByTestId('excellency-copy'))
    fireEvent.click(screen.getByTestId('excellency-copy-lunar'))
    expect(update).toHaveBeenCalledWith({
      excellency: 'attribute',
      excellency_stunt: 'lunar',
      excellencies_for: ['lunar'],
    })
  })

  it('the builder joins the chosen cap tokens with "+"', () => {
    const update = renderPanel(character('CustomAttributeCharacter', { excellency: 'attribute' }))
    fireEvent.click(screen.getByTestId('editor-excellencies'))
    fireEvent.mouseDown(screen.getByTestId('excellency-cap'))
    fireEvent.click(screen.getByTestId('excellency-cap-option-essenceonanima'))
    expect(update).toHaveBeenCalledWith({ excellency: 'attribute+essenceonanima' })
  })

  it.each([
    [
      'CustomAbilityCharacter',
      ['editor-caste_abilities', 'editor-favored_abilities', 'editor-supernal'],
    ],
    [
      'CustomAttributeCharacter',
      ['editor-caste_attributes', 'editor-favored_attributes', 'editor-favored_abilities'],
    ],
    ['CustomEssenceCharacter', ['editor-favored_abilities']],
  ] as const)('a %s gets the trait lists of its kind', (type, fields) => {
    renderPanel(character(type))
    const shown = [
      'editor-caste_abilities',
      'editor-favored_abilities',
      'editor-caste_attributes',
      'editor-favored_attributes',
      'editor-supernal',
    ].filter((testId) => screen.queryByTestId(testId) !== null)
    expect(shown.sort()).toEqual([...fields].sort())
  })

  it('Alchemical caste attributes are shown, not chosen', () => {
    renderPanel(character('AlchemicalCharacter', { caste: 'soulsteel' }))
    expect(screen.getByTestId('editor-caste_attributes').textContent).toBe(
      'Caste Attributes: Manipulation, Perception, Stamina',
    )
  })

  it('an Alchemical picks one favored attribute from a single select, never a caste one', () => {
    const update = renderPanel(character('AlchemicalCharacter', { caste: 'jade' }))
    expect(screen.getByText('Favored Attribute', { selector: 'label' })).toBeTruthy()
    const favored = optionsOf('editor-favored_attributes')
    expect(favored).toEqual([
      'None',
      'Strength',
      'Dexterity',
      'Manipulation',
      'Appearance',
      'Perception',
      'Intelligence',
    ])
    fireEvent.mouseDown(screen.getByTestId('editor-favored_attributes'))
    fireEvent.click(screen.getByTestId('editor-favored_attributes-option-dexterity'))
    expect(update).toHaveBeenCalledWith({ favored_attributes: ['dexterity'] })
  })

  it('an Infernal picks a Primordial Ability, Martial Arts included only for Azimuth', () => {
    renderPanel(character('InfernalCharacter', { caste: 'azimuth' }))
    expect(screen.getByText('Primordial Ability', { selector: 'label' })).toBeTruthy()
    expect(optionsOf('editor-supernal')).toContain('Martial Arts')
    screen.getByTestId('editor-type-panel').remove()
    renderPanel(character('InfernalCharacter', { caste: 'nadir' }))
    expect(optionsOf('editor-supernal')).not.toContain('Martial Arts')
    expect(optionsOf('editor-caste_abilities')).toEqual([
      'Athletics',
      'Awareness',
      'Dodge',
      'Integrity',
      'Larceny',
      'Ride',
      'Sail',
      'Stealth',
    ])
  })
})
