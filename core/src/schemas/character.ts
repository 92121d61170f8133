import type { z } from 'zod'
import { CHARACTER_TYPES } from '../vocabulary/character-types.ts'
import { EXCELLENCY_TARGETS } from '../vocabulary/enumerations.ts'
import { ABILITIES, ATTRIBUTES, PLAIN_ABILITIES } from '../vocabulary/traits.ts'
import { ARMOR_WEIGHTS } from '../vocabulary/weights.ts'
import { assetFlagsShape, assetSystemShape } from './asset.ts'
import { characterEffectItems } from './effects.ts'
import { craftProjectItems, workingItems } from './extended-rolls.ts'
import {
  choice,
  count,
  flag,
  line,
  link,
  requiredName,
  signedNumber,
  stringList,
  tagList,
  tagListOf,
  text,
  wholeNumber,
} from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'
import {
  animalFormItems,
  craftItems,
  experienceLogItems,
  intimacyItems,
  martialArtsItems,
  resourceItems,
  specialtyItems,
} from './list-items.ts'
import {
  animaShape,
  armorNameShape,
  combatantStatsShape,
  motePoolsShape,
  prefixedFields,
  sorceryShape,
} from './stat-blocks.ts'

const characterType = () => choice(CHARACTER_TYPES, 'a character type')

/**
 * A character of any of the eleven types. The defaults here are the Mortal's; per-type
 * defaults and forced values come from CHARACTER_TYPE_TABLE.
 */
export const characterSchemas = defineKindSchemas({
  ranking: 'sorting-and-chronicle',
  shapes: () => ({
    system: { ...assetSystemShape(), type: characterType() },
    createOnly: { type: characterType().optional() },
    writable: {
      name: requiredName().default('New Character'),
      ...assetFlagsShape(),
      ...prefixedFields('attr_', ATTRIBUTES, () => wholeNumber(1, 10).default(1)),
      ...prefixedFields('abil_', PLAIN_ABILITIES, () => wholeNumber(0, 5).default(0)),
      abil_craft: craftItems().default([]),
      abil_martial_arts: martialArtsItems().default([]),
      specialties: specialtyItems().default([]),
      ...combatantStatsShape(),
      ...armorNameShape('unarmored'),
      armor_weight: choice(ARMOR_WEIGHTS).default('unarmored'),
      armor_is_artifact: flag().default(false),
      armor_tags: tagList().default([]),
      bonus_hardness: signedNumber().default(0),
      bonus_soak: signedNumber().default(0),
      bonus_mobility_penalty: signedNumber().default(0),
      ...motePoolsShape(),
      ...animaShape(),
      anima_powers: stringList().default([]),
      exalt_type: line().default('Mortal'),
      caste: line().default(''),
      aspect: flag().default(false),
      supernal_ability: choice(ABILITIES, 'an ability').nullable().default(null),
      caste_abilities: tagListOf(ABILITIES, 'an ability').default([]),
      favored_abilities: tagListOf(ABILITIES, 'an ability').default([]),
      caste_attributes: tagListOf(ATTRIBUTES, 'an attribute').default([]),
      favored_attributes: tagListOf(ATTRIBUTES, 'an attribute').default([]),
      excellency: line().default(''),
      excellency_stunt: line().default(''),
      excellencies_for: tagListOf(
        EXCELLENCY_TARGETS,
        'an attribute, an ability, *, or an Exalt type',
      ).default([]),
      limit: wholeNumber(0, 10).nullable().default(null),
      limit_trigger: text().default(''),
      aura: line().default(''),
      tell: text().default(''),
      totem: line().default(''),
      forms: animalFormItems().default([]),
      active_loadout: line().nullable().default(null),
      ...sorceryShape(),
      workings: workingItems().default([]),
      is_necromancer: flag().default(false),
      necromantic_motes: count().default(0),
      xp_total: signedNumber().default(0),
      xp_solar_total: signedNumber().default(0),
      xp_log: experienceLogItems().default([]),
      xp_log_solar: experienceLogItems().default([]),
      bp_log: experienceLogItems().default([]),
      xp_craft_silver: count().default(0),
      xp_craft_gold: count().default(0),
      xp_craft_white: count().default(0),
      craft_projects: craftProjectItems().default([]),
      /** Permanent project slots: three major ones to start with (docs/rules.md, Crafting). */
      craft_slots_major: wholeNumber(0, 100).default(3),
      craft_slots_superior: wholeNumber(0, 100).default(0),
      craft_slots_legendary: wholeNumber(0, 100).default(0),
      description: text().default(''),
      lore_background: text().default(''),
      native_language: line().default('Riverspeak'),
      notes: text().default(''),
      equipment: text().default(''),
      portrait_link: link().default(''),
      resources: resourceItems().default([]),
      ties: intimacyItems().default([]),
      principles: intimacyItems().default([]),
      effects: characterEffectItems().default([]),
    },
  }),
})

export type Character = z.output<typeof characterSchemas.entity>
export type CharacterFields = z.output<typeof characterSchemas.fields>
