import type { z } from 'zod'
import { SPELL_CIRCLES } from '../vocabulary/enumerations.ts'
import { polymorphicParent, rankedChildShape } from './child.ts'
import { choice, flag, line, requiredName, stringList, tagList, text } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

const SORCERER_KINDS = ['character', 'qc'] as const

/** A spell known by a character or a qc. */
export const spellSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: rankedChildShape(polymorphicParent('sorcerer', SORCERER_KINDS)),
    writable: {
      name: requiredName().default('New Spell'),
      cost: requiredName().default('0sm, 1wp'),
      duration: requiredName().default('instant'),
      circle: choice(SPELL_CIRCLES).default('terrestrial'),
      control: flag().default(false),
      keywords: tagList().default([]),
      categories: stringList().default([]),
      body: text().default(''),
      ref: line().default('Core p.471-483'),
    },
  }),
})

export type Spell = z.output<typeof spellSchemas.entity>
