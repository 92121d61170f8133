import type { z } from 'zod'
import { WEAPON_WEIGHTS } from '../vocabulary/weights.ts'
import { parentId, rankedChildShape } from './child.ts'
import { choice, closedObject, flag, line, signedNumber, tagList, text } from './fields.ts'
import { defineKindSchemas } from './kind-schemas.ts'

/** Which trait replaces the default attribute of a weapon pool. */
const poolOverride = () =>
  closedObject({
    use: line().min(1, { error: 'use cannot be blank' }),
    base_only: flag().optional(),
  })

const weaponOverridesSchema = () =>
  closedObject({
    attack_attribute: poolOverride().optional(),
    defense_attribute: poolOverride().optional(),
    damage_attribute: poolOverride().optional(),
  })

/** A character's weapon; `ability` may also name a craft or a martial arts style. */
export const weaponSchemas = defineKindSchemas({
  ranking: 'sorting',
  shapes: () => ({
    system: rankedChildShape({ character_id: parentId() }),
    writable: {
      name: line().default('New Weapon'),
      weight: choice(WEAPON_WEIGHTS).default('light'),
      is_artifact: flag().default(false),
      tags: tagList().default([]),
      ability: line().default('melee'),
      notes: text().default(''),
      overrides: weaponOverridesSchema().default({}),
      bonus_accuracy: signedNumber().default(0),
      bonus_damage: signedNumber().default(0),
      bonus_defense: signedNumber().default(0),
      bonus_overwhelming: signedNumber().default(0),
    },
  }),
})

export type Weapon = z.output<typeof weaponSchemas.entity>
export type WeaponFields = z.output<typeof weaponSchemas.fields>
