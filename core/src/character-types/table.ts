import {
  CHARACTER_TYPES,
  type CharacterType,
  isCharacterType,
} from '../vocabulary/character-types.ts'
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

/** What each character type is, keyed by its `type`: each type's facts live in its own file here. */
const FACTS: Readonly<Record<CharacterType, CharacterTypeFacts>> = {
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
}

/** One record per character type: what the rules, the schemas and the web app know of it. */
export const CHARACTER_TYPE_TABLE: Readonly<Record<CharacterType, CharacterTypeRecord>> =
  Object.fromEntries(CHARACTER_TYPES.map((type) => [type, { type, ...FACTS[type] }])) as Record<
    CharacterType,
    CharacterTypeRecord
  >

/** The record of a character type; a null type is a Mortal. */
export function characterTypeRecord(type: string | null): CharacterTypeRecord {
  const name = type ?? 'Character'
  if (!isCharacterType(name)) {
    throw new Error(`unknown character type "${type}": use one of ${CHARACTER_TYPES.join(', ')}`)
  }
  return CHARACTER_TYPE_TABLE[name]
}
