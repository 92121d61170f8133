/**
 * The eleven character types of the product (the `type` column), in the order the type menu
 * lists them. What each type means lives in core/src/character-types/.
 */
export const CHARACTER_TYPES = [
  'Character',
  'SolarCharacter',
  'DragonbloodCharacter',
  'LunarCharacter',
  'SiderealCharacter',
  'AbyssalCharacter',
  'AlchemicalCharacter',
  'InfernalCharacter',
  'CustomAbilityCharacter',
  'CustomAttributeCharacter',
  'CustomEssenceCharacter',
] as const
export type CharacterType = (typeof CHARACTER_TYPES)[number]

export function isCharacterType(type: string): type is CharacterType {
  return (CHARACTER_TYPES as readonly string[]).includes(type)
}
