import { ABILITIES, type Character, PLAIN_ABILITIES } from '@loom/core'
import { traitLabel } from '../character/trait-labels.ts'
import type { Choice } from '../sheet/inputs/fields.tsx'

/**
 * Every ability a roll may name, in the sheet's order, each with its rating: the plain ones,
 * each craft and each martial arts style by name ("craft (Weapons)", as the rules read them).
 */
export function abilityChoices(character: Character): Choice[] {
  return ABILITIES.flatMap((ability): Choice[] => {
    if (ability === 'craft') {
      return character.abil_craft.map((entry) => ({
        value: `craft (${entry.craft})`,
        label: `Craft (${entry.craft}) (${entry.rating})`,
      }))
    }
    if (ability === 'martial_arts') {
      return character.abil_martial_arts.map((entry) => ({
        value: `martial arts (${entry.style})`,
        label: `Martial Arts (${entry.style}) (${entry.rating})`,
      }))
    }
    const plain = PLAIN_ABILITIES.find((name) => name === ability)
    return plain
      ? [{ value: plain, label: `${traitLabel(plain)} (${character[`abil_${plain}`]})` }]
      : []
  })
}

/** "Craft (fine arts)" from "craft (fine arts)": the entry's own name is kept as written. */
function abilityLabel(ability: string): string {
  const named = /^(.*?)\s*\((.*)\)$/.exec(ability)
  return named ? `${traitLabel(named[1] ?? '')} (${named[2]})` : traitLabel(ability)
}

/** "Perception + Craft (Weapons)". */
export function traitRollLabel(attribute: string, ability: string): string {
  return `${traitLabel(attribute)} + ${abilityLabel(ability)}`
}
