import { z } from 'zod'
import { COMBATANT_KINDS } from '../vocabulary/combatants.ts'
import { ATTACK_KINDS, type AttackKind } from './attack.ts'
import { type Fighter, fighterName } from './fighter.ts'
import type { Resolution } from './resolve-attack.ts'

const combatantRef = z.strictObject({
  type: z.enum(COMBATANT_KINDS),
  id: z.int().positive(),
  name: z.string(),
})

/**
 * A resolved attack in one line, as a chronicle's session log tells it: who attacked whom with
 * what, withering or decisive, whether it hit, the damage rolled (Initiative for withering,
 * health levels or Magnitude for decisive) and whether the defender crashed.
 */
export const attackSummarySchema = z.strictObject({
  attacker: combatantRef,
  defender: combatantRef,
  /** The weapon's or qc attack's name. */
  weapon: z.string(),
  attack: z.enum(ATTACK_KINDS),
  hit: z.boolean(),
  damage: z.int().min(0),
  /** The defender's Initiative fell to 0 or below from above it. */
  crash: z.boolean(),
})
export type AttackSummary = z.infer<typeof attackSummarySchema>

/** The summary of a resolution `resolveAttack` made from these two fighters. */
export function attackSummaryOf(
  attacker: Fighter,
  defender: Fighter,
  attack: { readonly kind: AttackKind; readonly weapon_id: number },
  resolution: Resolution,
): AttackSummary {
  const damageRoll = resolution.rolls.find((roll) => roll.roll === 'damage')
  const defenderChange = resolution.changes.find(
    (change) => change.kind === defender.kind && change.id === defender.id,
  )
  const initiativeAfter = defenderChange?.after.initiative
  const crash =
    defender.in_combat &&
    defender.initiative > 0 &&
    typeof initiativeAfter === 'number' &&
    initiativeAfter <= 0
  const ref = (fighter: Fighter) => ({
    type: fighter.kind,
    id: fighter.id,
    name: fighterName(fighter),
  })
  return {
    attacker: ref(attacker),
    defender: ref(defender),
    weapon: attacker.attacks.find((candidate) => candidate.id === attack.weapon_id)?.name ?? '',
    attack: attack.kind,
    hit: resolution.hit,
    damage: resolution.hit ? (damageRoll?.result.successes ?? 0) : 0,
    crash,
  }
}
