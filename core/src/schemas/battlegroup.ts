import { z } from 'zod'
import { assetFlagsShape, assetSystemShape, combatStateShape } from './asset.ts'
import { battlegroupEffectItems } from './effects.ts'
import { count, flag, line, link, text, wholeNumber } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'
import { armorNameShape, essenceShape, willpowerShape } from './stat-blocks.ts'

/** A battlegroup: many soldiers acting as one, with size, might and drill. */
export const battlegroupSchemas = defineKindSchemas({
  ranking: 'sorting-and-chronicle',
  shapes: () => ({
    system: assetSystemShape(),
    writable: {
      name: line().default('New Battlegroup'),
      ...assetFlagsShape(),
      size: wholeNumber(0, 5).default(1),
      might: z
        .int({ error: 'might must be a whole number' })
        .min(0, { error: 'might must be between 0 and 3' })
        .max(3, { error: 'might must be between 0 and 3' })
        .default(0),
      drill: z
        .int({ error: 'drill must be a whole number' })
        .min(0, { error: 'drill must be between 0 (poor) and 2 (elite)' })
        .max(2, { error: 'drill must be between 0 (poor) and 2 (elite)' })
        .default(1),
      perfect_morale: flag().default(false),
      magnitude: count().default(8),
      health_levels: count().default(7),
      ...essenceShape(),
      ...willpowerShape(),
      resolve: count().default(1),
      guile: count().default(1),
      appearance: count().default(1),
      join_battle: count().default(1),
      evasion: count().default(1),
      parry: count().default(1),
      soak: count().default(1),
      movement: count().default(1),
      senses: count().default(1),
      hardness: count().default(0),
      ...combatStateShape(),
      ...armorNameShape(''),
      description: text().default(''),
      portrait_link: link().default(''),
      effects: battlegroupEffectItems().default([]),
    },
  }),
})

export type Battlegroup = z.output<typeof battlegroupSchemas.entity>
export type BattlegroupFields = z.output<typeof battlegroupSchemas.fields>
