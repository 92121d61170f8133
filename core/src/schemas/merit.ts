import type { z } from 'zod'
import { MERIT_CATEGORIES } from '../vocabulary/enumerations.ts'
import { parentId, rankedChildShape } from './child.ts'
import { choice, flag, line, text, wholeNumber } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

/** A character's merit or flaw; rating 6 means "N/A". */
export const meritSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: rankedChildShape({ character_id: parentId() }),
    writable: {
      merit_name: line().default('New Merit'),
      label: line().default(''),
      rating: wholeNumber(0, 6).default(1),
      merit_cat: choice(MERIT_CATEGORIES).default('story'),
      description: text().default(''),
      prereqs: text().default(''),
      ref: line().default('Core p.157-169'),
      supernatural: flag().default(false),
      mutation: flag().default(false),
    },
  }),
})

export type Merit = z.output<typeof meritSchemas.entity>
