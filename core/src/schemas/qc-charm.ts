import type { z } from 'zod'
import { CHARM_TIMINGS } from '../vocabulary/enumerations.ts'
import { parentId, rankedChildShape } from './child.ts'
import { choice, line, tagList, text, wholeNumber } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

/** A qc's charm. */
export const qcCharmSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: rankedChildShape({ qc_id: parentId() }),
    writable: {
      name: line().default('New QC Charm'),
      cost: line().default('0m'),
      timing: choice(CHARM_TIMINGS).default('reflexive'),
      duration: line().default('instant'),
      keywords: tagList().default([]),
      min_essence: wholeNumber(1, 10).default(1),
      category: line().default('miscellaneous'),
      body: text().default(''),
      ref: line().default(''),
    },
  }),
})

export type QcCharm = z.output<typeof qcCharmSchemas.entity>
