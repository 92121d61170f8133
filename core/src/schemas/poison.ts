import type { z } from 'zod'
import { polymorphicParent } from './child.ts'
import { count, line, text } from './fields.ts'
import { defineKindSchemas, rowShape } from './kind-schemas.ts'

const POISONABLE_KINDS = [
  'character',
  'qc',
  'battlegroup',
  'combat_actor',
  'weapon',
  'qc_attack',
] as const

/**
 * A poison affecting (or carried by) its parent. `damage_type` and `crash_damage_type` are
 * short codes the web app interprets ("i": the poison's own type, "x": none).
 */
export const poisonSchemas = defineKindSchemas({
  ranking: 'none',
  shapes: () => ({
    system: { ...rowShape(), ...polymorphicParent('poisonable', POISONABLE_KINDS) },
    writable: {
      name: line().default(''),
      penalty: count().default(0),
      interval: line().default('rounds'),
      damage: count().default(1),
      damage_type: line().default('i'),
      crash_damage_type: line().default('x'),
      vector: line().default(''),
      duration: count().default(1),
      duration_type: line().default('rounds'),
      notes: text().default(''),
      ref: line().default(''),
    },
  }),
})

export type Poison = z.output<typeof poisonSchemas.entity>
