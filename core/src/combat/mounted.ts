import type { AttackKind } from './attack.ts'
import type { Fighter, FighterAttack } from './fighter.ts'

/**
 * Mounted combat (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts"): a fighter on
 * horseback (or a similar mount) with a close-range weapon gains +1 die on withering attacks
 * against a foe on foot, +2 against a battlegroup; and +1 Defence against close-range attacks
 * from foes on foot. Ranged attacks, and attacks between two riders, are unchanged.
 */

export const MOUNTED_ATTACK_BONUS = 1
export const MOUNTED_BATTLEGROUP_BONUS = 2
export const MOUNTED_DEFENCE_BONUS = 1

type Side = Pick<Fighter, 'mounted' | 'battlegroup'>

const closeRange = (attack: Pick<FighterAttack, 'bands'>) => attack.bands === null

/** Dice a rider's withering attack gains on a foe on foot. */
export function mountedAttackDice(
  attacker: Side,
  target: Side,
  attack: Pick<FighterAttack, 'bands'>,
  kind: AttackKind,
): number {
  if (!attacker.mounted || target.mounted || kind !== 'withering' || !closeRange(attack)) return 0
  return target.battlegroup === null ? MOUNTED_ATTACK_BONUS : MOUNTED_BATTLEGROUP_BONUS
}

/** Defence a rider gains against a close-range attack from a foe on foot. */
export function mountedDefence(
  attacker: Side,
  target: Side,
  attack: Pick<FighterAttack, 'bands'>,
): number {
  return target.mounted && !attacker.mounted && closeRange(attack) ? MOUNTED_DEFENCE_BONUS : 0
}
