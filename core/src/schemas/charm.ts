import type { z } from 'zod'
import { CHARM_TIMINGS } from '../vocabulary/enumerations.ts'
import { parentId, rankedChildShape } from './child.ts'
import { charmEffectDefinitions } from './effects.ts'
import { choice, line, stringList, tagList, text, wholeNumber } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

/**
 * Charm kinds. Ability, Attribute and Essence are the native kinds of ability-, attribute- and
 * essence-based Exalts; the others belong to every Exalt.
 */
export const CHARM_TYPES = [
  'Ability',
  'Attribute',
  'Essence',
  'MartialArts',
  'Evocation',
  'Spirit',
] as const
export type CharmType = (typeof CHARM_TYPES)[number]

interface CharmKindSettings {
  /** Whether this is a native kind, converted when the character changes family. */
  readonly native: boolean
  /** Highest min_ability, or null when the kind has no ability minimum. */
  readonly maxMinAbility: number | null
  readonly defaults: Pick<
    CharmFields,
    'name' | 'ref' | 'ability' | 'min_ability' | 'style' | 'artifact_name'
  >
}

const noKindFields = { ability: null, min_ability: null, style: null, artifact_name: null }

export const CHARM_KINDS: Readonly<Record<CharmType, CharmKindSettings>> = {
  Ability: {
    native: true,
    maxMinAbility: 5,
    defaults: { ...noKindFields, name: 'New Charm', ref: '', ability: '', min_ability: 1 },
  },
  Attribute: {
    native: true,
    maxMinAbility: 10,
    defaults: { ...noKindFields, name: 'New Charm', ref: '', ability: '', min_ability: 1 },
  },
  Essence: {
    native: true,
    maxMinAbility: null,
    defaults: { ...noKindFields, name: 'New Charm', ref: '' },
  },
  MartialArts: {
    native: false,
    maxMinAbility: 5,
    defaults: {
      ...noKindFields,
      name: 'New Charm',
      ref: 'Core p.426-464',
      min_ability: 1,
      style: '',
    },
  },
  Evocation: {
    native: false,
    maxMinAbility: null,
    defaults: { ...noKindFields, name: 'New Evocation', ref: '', artifact_name: '' },
  },
  Spirit: {
    native: false,
    maxMinAbility: null,
    defaults: { ...noKindFields, name: 'New Spirit Charm', ref: '' },
  },
}

const charmType = () => choice(CHARM_TYPES, `one of ${CHARM_TYPES.join(', ')}`)

/**
 * A character's charm of any kind. `ability` and `min_ability` apply to ability, attribute and
 * (min_ability only) martial arts charms, `style` to martial arts, `artifact_name` to evocations;
 * charmProblems checks them against the kind.
 */
export const charmSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: { ...rankedChildShape({ character_id: parentId() }), charm_type: charmType() },
    createOnly: { charm_type: charmType() },
    writable: {
      name: line().default('New Charm'),
      cost: line().default('0m'),
      timing: choice(CHARM_TIMINGS).default('reflexive'),
      duration: line().default('instant'),
      keywords: tagList().default([]),
      categories: stringList().default([]),
      loadouts: stringList().default([]),
      min_essence: wholeNumber(1, 10).default(1),
      prereqs: text().default('none'),
      body: text().default(''),
      summary: line().default(''),
      ref: line().default(''),
      ability: line().nullable().default(null),
      min_ability: wholeNumber(1, 10).nullable().default(null),
      style: line().nullable().default(null),
      artifact_name: line().nullable().default(null),
      /** The effects activating the Charm turns on (see schemas/effects.ts). */
      effects: charmEffectDefinitions().default([]),
    },
  }),
})

export type Charm = z.output<typeof charmSchemas.entity>
export type CharmFields = z.output<typeof charmSchemas.fields>
