import type { z } from 'zod'
import { assetFlagsShape, assetSystemShape } from './asset.ts'
import { qcEffectItems } from './effects.ts'
import { count, line, link, signedNumber, stringList, text } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'
import { intimacyItems, qcActionItems, resourceItems } from './list-items.ts'
import {
  animaShape,
  armorNameShape,
  combatantStatsShape,
  motePoolsShape,
  sorceryShape,
} from './stat-blocks.ts'

/** A quick character: an antagonist's stat block with ready-made pools. */
export const qcSchemas = defineKindSchemas({
  ranking: 'sorting-and-chronicle',
  shapes: () => ({
    system: assetSystemShape(),
    writable: {
      name: line().default('New QC'),
      ...assetFlagsShape(),
      ...combatantStatsShape(),
      ...motePoolsShape(),
      ...animaShape(),
      aura: line().default(''),
      excellency: line().default(''),
      resources: resourceItems().default([]),
      ...sorceryShape(),
      shape_sorcery: signedNumber().default(0),
      movement: count().default(1),
      appearance: count().default(1),
      resolve: count().default(1),
      guile: count().default(1),
      evasion: count().default(1),
      parry: count().default(1),
      soak: count().default(1),
      join_battle: count().default(1),
      senses: count().default(3),
      hardness: count().default(0),
      ...armorNameShape(''),
      actions: qcActionItems().default([]),
      grapple: count().default(0),
      grapple_control: count().default(0),
      feats_of_strength: count().default(0),
      strength: count().default(0),
      ties: intimacyItems().default([]),
      principles: intimacyItems().default([]),
      categories: stringList().default([]),
      description: text().default(''),
      notes: text().default(''),
      /** Where the stat block comes from (book and page); the reference app lost it on reload. */
      ref: line().default(''),
      portrait_link: link().default(''),
      effects: qcEffectItems().default([]),
    },
  }),
})

export type Qc = z.output<typeof qcSchemas.entity>
export type QcFields = z.output<typeof qcSchemas.fields>
