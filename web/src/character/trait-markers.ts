import { ABILITIES, ATTRIBUTES, type Character, traitHasExcellency } from '@loom/core'
import { typeDisplay, typeRecord } from './type-display.ts'

export type TraitFamily = 'abilities' | 'attributes'

const LISTS = {
  abilities: { caste: 'caste_abilities', favored: 'favored_abilities', traits: ABILITIES },
  attributes: { caste: 'caste_attributes', favored: 'favored_attributes', traits: ATTRIBUTES },
} as const

/** Martial Arts is caste or favored when Brawl (or Martial Arts itself) is. */
const SHARES_STATUS_WITH: Readonly<Record<string, readonly string[]>> = {
  martial_arts: ['martial_arts', 'brawl'],
}

function usesList(character: Character, list: string): boolean {
  return (typeRecord(character.type).traitLists as readonly string[]).includes(list)
}

/**
 * " * (s) (c)" after a trait's name: excellency, supernal, caste (or aspect), favored.
 * `excellencyTraits` is the rules' list of traits with an excellency.
 */
export function traitMarkers(
  character: Character,
  trait: string,
  family: TraitFamily,
  excellencyTraits: readonly string[],
): string {
  const names = SHARES_STATUS_WITH[trait] ?? [trait]
  const has = (list: readonly string[]) => names.some((name) => list.includes(name))
  const lists = LISTS[family]
  let markers = traitHasExcellency(excellencyTraits, trait) ? ' *' : ''
  if (family === 'abilities' && character.supernal_ability === trait) markers += ' (s)'
  if (has(character[lists.caste])) markers += character.aspect ? ' (a)' : ' (c)'
  if (has(character[lists.favored])) markers += ' (f)'
  return markers
}

/**
 * "*: Excellency, s: Supernal, c: Caste, f: Favored" for the markers this family can show;
 * null when it shows none.
 */
export function traitLegend(
  character: Character,
  family: TraitFamily,
  excellencyTraits: readonly string[],
): string | null {
  const lists = LISTS[family]
  const parts: string[] = []
  const display = typeDisplay(character.type)
  if (lists.traits.some((trait) => traitHasExcellency(excellencyTraits, trait))) {
    parts.push('*: Excellency')
  }
  if (family === 'abilities' && display.supernalLabel && character.supernal_ability) {
    parts.push(`s: ${display.supernalLabel.split(' ')[0]}`)
  }
  if (usesList(character, lists.caste)) parts.push(character.aspect ? 'a: Aspect' : 'c: Caste')
  if (usesList(character, lists.favored)) parts.push('f: Favored')
  return parts.length > 0 ? parts.join(', ') : null
}
