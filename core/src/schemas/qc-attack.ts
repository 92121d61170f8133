import type { z } from 'zod'
import { RANGE_BANDS } from '../vocabulary/range-bands.ts'
import { polymorphicParent, rankedChildShape } from './child.ts'
import { choice, LIMITS, line, tagList, wholeNumber } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

const QC_ATTACKABLE_KINDS = ['qc', 'battlegroup'] as const

const atLeastOne = () => wholeNumber(1, LIMITS.number)

/** A ready-made attack of a qc or a battlegroup. */
export const qcAttackSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: rankedChildShape(polymorphicParent('qc_attackable', QC_ATTACKABLE_KINDS)),
    writable: {
      name: line().default('New Attack'),
      pool: atLeastOne().default(1),
      damage: atLeastOne().default(1),
      overwhelming: atLeastOne().default(1),
      range: choice(RANGE_BANDS).default('close'),
      tags: tagList().default([]),
    },
  }),
})

export type QcAttack = z.output<typeof qcAttackSchemas.entity>
