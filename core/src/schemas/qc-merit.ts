import type { z } from 'zod'
import { parentId, rankedChildShape } from './child.ts'
import { flag, line, text } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

/** A qc's merit, written as free text. */
export const qcMeritSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: rankedChildShape({ qc_id: parentId() }),
    writable: {
      name: line().default('New Merit'),
      latent: flag().default(false),
      magical: flag().default(false),
      body: text().default(''),
      ref: line().default(''),
    },
  }),
})

export type QcMerit = z.output<typeof qcMeritSchemas.entity>
