import { ATTRIBUTES, type Character, type Charm, castesOf } from '@loom/core'
import type { Choice } from '../../sheet/inputs/fields.tsx'
import { traitLabel } from '../trait-labels.ts'
import { ratedAbilities } from './SpecialtiesEditor.tsx'

const UNIVERSAL: Choice = { value: 'universal', label: 'Universal (No Ability)' }

/** What a charm's Ability field offers: rated abilities (Sidereals add their Houses), or attributes. */
export function charmAbilityChoices(character: Character, charm: Charm): Choice[] | null {
  if (charm.charm_type === 'Attribute') {
    return [UNIVERSAL, ...ATTRIBUTES.map((a) => ({ value: a, label: traitLabel(a) }))]
  }
  if (charm.charm_type !== 'Ability') return null
  const abilities = ratedAbilities(character).filter((ability) => ability !== 'martial_arts')
  const houses = character.type === 'SiderealCharacter' ? (castesOf('SiderealCharacter') ?? []) : []
  const choices = [
    UNIVERSAL,
    ...abilities.map((a) => ({ value: a, label: traitLabel(a) })),
    ...houses.map((house) => ({ value: house, label: `House of ${traitLabel(house)}` })),
  ]
  const current = charm.ability ?? ''
  if (current !== '' && !choices.some((choice) => choice.value === current)) {
    choices.push({ value: current, label: traitLabel(current) })
  }
  return choices
}
