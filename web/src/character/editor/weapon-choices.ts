import { ABILITIES, ATTRIBUTES, type Character } from '@loom/core'
import type { Choice } from '../../sheet/inputs/fields.tsx'
import { traitLabel } from '../trait-labels.ts'

const COMBAT_ABILITIES = ['archery', 'brawl', 'melee', 'thrown'] as const

export interface AbilityChoiceGroup {
  label: string
  choices: Choice[]
}

/** "Combat Abilities" (with each style) and "Other Abilities" rated above 0 (with each craft). */
export function weaponAbilityGroups(character: Character, current: string): AbilityChoiceGroup[] {
  const combat: Choice[] = [
    ...COMBAT_ABILITIES.map((ability) => ({
      value: ability,
      label: `${traitLabel(ability)} (${character[`abil_${ability}`]})`,
    })),
    ...character.abil_martial_arts.map((entry) => ({
      value: `martial arts (${entry.style})`,
      label: `Martial Arts (${entry.style}) (${entry.rating})`,
    })),
  ]
  const others: Choice[] = [
    ...ABILITIES.filter(
      (ability) =>
        ability !== 'craft' &&
        ability !== 'martial_arts' &&
        !(COMBAT_ABILITIES as readonly string[]).includes(ability) &&
        character[
          `abil_${ability}` as `abil_${Exclude<typeof ability, 'craft' | 'martial_arts'>}`
        ] > 0,
    ).map((ability) => ({
      value: ability,
      label: `${traitLabel(ability)} (${character[`abil_${ability}` as 'abil_awareness']})`,
    })),
    ...character.abil_craft.map((entry) => ({
      value: `craft (${entry.craft})`,
      label: `Craft (${entry.craft}) (${entry.rating})`,
    })),
  ]
  const known = [...combat, ...others].some((choice) => choice.value === current)
  return [
    ...(known
      ? []
      : [{ label: 'Current Ability', choices: [{ value: current, label: traitLabel(current) }] }]),
    { label: 'Combat Abilities', choices: combat },
    { label: 'Other Abilities', choices: others },
  ]
}

/** The nine attributes and Essence, each with its rating, for the attribute overrides. */
export function attributeChoices(character: Character): Choice[] {
  return [
    ...ATTRIBUTES.map((attribute) => ({
      value: attribute,
      label: `${traitLabel(attribute)} (${character[`attr_${attribute}`]})`,
    })),
    { value: 'essence', label: `Essence (${character.essence})` },
  ]
}
