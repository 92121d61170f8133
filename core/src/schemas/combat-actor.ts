import { z } from 'zod'
import { combatStateShape } from './asset.ts'
import { choice, count, line, wholeNumber } from './fields.ts'
import { defineKindSchemas, rowShape } from './kind-schemas.ts'
import { damageShape } from './stat-blocks.ts'

/** The kinds a combat actor can stand for. */
export const COMBAT_ACTOR_SOURCES = ['qc', 'battlegroup'] as const

const actorReference = () => ({
  actor_type: choice(COMBAT_ACTOR_SOURCES),
  actor_id: z.int({ error: 'actor_id must be a whole number' }).positive({
    error: 'actor_id must be the id of a qc or battlegroup',
  }),
})

/**
 * One copy of a qc or battlegroup fielded in a chronicle's combat, tracking its own damage.
 * The storyteller creates it in their chronicle; it is never hidden.
 */
export const combatActorSchemas = defineKindSchemas({
  ranking: 'none',
  shapes: () => ({
    system: {
      ...rowShape(),
      player_id: z.int().positive(),
      chronicle_id: z.int().positive(),
      ...actorReference(),
    },
    createOnly: {
      ...actorReference(),
      chronicle_id: z.int({ error: 'chronicle_id must be a whole number' }).positive({
        error: 'chronicle_id must be the id of a chronicle',
      }),
    },
    writable: {
      name: line().default(''),
      /** A new copy waits out of combat until it joins battle, like everyone else. */
      ...combatStateShape(),
      ...damageShape(),
      motes_personal_current: count().default(0),
      motes_peripheral_current: count().default(0),
      willpower_temporary: count().default(0),
      anima_level: wholeNumber(0, 3).default(0),
      /**
       * A battlegroup copy's own Size and Magnitude, written when it first takes damage; null
       * while it still has those of the battlegroup it copies.
       */
      size: wholeNumber(0, 5).nullable().default(null),
      magnitude: count().nullable().default(null),
    },
  }),
})

export type CombatActor = z.output<typeof combatActorSchemas.entity>
export type CombatActorFields = z.output<typeof combatActorSchemas.fields>
