import { ABYSSAL } from './abyssal.ts'
import { ALCHEMICAL } from './alchemical.ts'
import type { CharacterTypeFacts, CharacterTypeRecord } from './character-type.ts'
import { CUSTOM_ABILITY, CUSTOM_ATTRIBUTE, CUSTOM_ESSENCE } from './custom.ts'
import { DRAGON_BLOODED } from './dragon-blooded.ts'
import { INFERNAL } from './infernal.ts'
import { LUNAR } from './lunar.ts'
import { MORTAL } from './mortal.ts'
import { SIDEREAL } from './sidereal.ts'
import { SOLAR } from './solar.ts'

/**
 * Every character type of the product, keyed by its `type` column value, in the order the type
 * menu lists them: each type's facts live in its own file here.
 */
const FACTS = {
  Character: MORTAL,
  SolarCharacter: SOLAR,
  DragonbloodCharacter: DRAGON_BLOODED,
  LunarCharacter: LUNAR,
  SiderealCharacter: SIDEREAL,
  AbyssalCharacter: ABYSSAL,
  AlchemicalCharacter: ALCHEMICAL,
  InfernalCharacter: INFERNAL,
  CustomAbilityCharacter: CUSTOM_ABILITY,
  CustomAttributeCharacter: CUSTOM_ATTRIBUTE,
  CustomEssenceCharacter: CUSTOM_ESSENCE,
} satisfies Record<string, CharacterTypeFacts>

export type CharacterType = keyof typeof FACTS

/** The eleven character types of the product (the `type` column). */
export const CHARACTER_TYPES = Object.keys(FACTS) as readonly CharacterType[]

/** One record per character type: what the rules, the schemas and the web app know of it. */
export const CHARACTER_TYPE_TABLE: Readonly<Record<CharacterType, CharacterTypeRecord>> =
  Object.fromEntries(CHARACTER_TYPES.map((type) => [type, { type, ...FACTS[type] }])) as Record<
    CharacterType,
    CharacterTypeRecord
  >

export function isCharacterType(type: string): type is CharacterType {
  return Object.hasOwn(FACTS, type)
}

/** The record of a character type; a null type is a Mortal. */
export function characterTypeRecord(type: string | null): CharacterTypeRecord {
  const name = type ?? 'Character'
  if (!isCharacterType(name)) {
    throw new Error(`unknown character type "${type}": use one of ${CHARACTER_TYPES.join(', ')}`)
  }
  return CHARACTER_TYPE_TABLE[name]
}
