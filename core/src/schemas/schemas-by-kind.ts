import type { z } from 'zod'
import { battlegroupSchemas } from './battlegroup.ts'
import { characterSchemas } from './character.ts'
import { charmSchemas } from './charm.ts'
import { chronicleSchemas } from './chronicle.ts'
import { combatActorSchemas } from './combat-actor.ts'
import type { Ranking } from './kind-schemas.ts'
import type { KindName } from './kind-tree.ts'
import { meritSchemas } from './merit.ts'
import { playerSchemas } from './player.ts'
import { poisonSchemas } from './poison.ts'
import { qcSchemas } from './qc.ts'
import { qcAttackSchemas } from './qc-attack.ts'
import { qcCharmSchemas } from './qc-charm.ts'
import { qcMeritSchemas } from './qc-merit.ts'
import { spellSchemas } from './spell.ts'
import { weaponSchemas } from './weapon.ts'

/** A kind's schemas as generic code reads them (see defineKindSchemas). */
export interface KindSchemas {
  readonly entity: z.ZodObject
  readonly fields: z.ZodObject
  readonly create: z.ZodType
  readonly patch: z.ZodType
  readonly systemFields: readonly string[]
  readonly writableFields: readonly string[]
  readonly createOnlyFields: readonly string[]
  readonly ranking: Ranking
}

/**
 * Every kind's schemas, and nothing else: what reads only shapes and defaults (the rules
 * engine's defaults, the storage facts of the registry) starts here.
 */
export const SCHEMAS_BY_KIND: Readonly<Record<KindName, KindSchemas>> = {
  player: playerSchemas,
  chronicle: chronicleSchemas,
  character: characterSchemas,
  qc: qcSchemas,
  battlegroup: battlegroupSchemas,
  combat_actor: combatActorSchemas,
  merit: meritSchemas,
  weapon: weaponSchemas,
  charm: charmSchemas,
  spell: spellSchemas,
  poison: poisonSchemas,
  qc_attack: qcAttackSchemas,
  qc_merit: qcMeritSchemas,
  qc_charm: qcCharmSchemas,
}
