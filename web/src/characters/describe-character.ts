import type { Character } from '../api/types.ts'
import { typeRecord } from '../character/type-display.ts'

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase())

/** "Twilight Caste Solar", "Air Aspect Dragon-Blooded", "Mortal" or "Sorcerer". */
export function describeType(character: Character): string {
  const record = typeRecord(character.type)
  if (record.type === 'Character') return character.is_sorcerer ? 'Sorcerer' : 'Mortal'
  const splat = record.group === 'custom' ? character.exalt_type || record.splat : record.splat
  if (!character.caste) return splat
  const casteWord = record.castes?.noun ?? (character.aspect ? 'Aspect' : 'Caste')
  return `${titleCase(character.caste)} ${casteWord} ${splat}`
}

/** "Essence 1 Twilight Caste Solar". */
export function describeCharacter(character: Character): string {
  return `Essence ${character.essence ?? 1} ${describeType(character)}`
}
