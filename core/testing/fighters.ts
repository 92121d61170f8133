// Fighters as the attack rules read them: a swordsman and a battlegroup of spearmen, and the
// request a client sends to attack with them.
import {
  type AttackRequest,
  attackRequestSchema,
  type Fighter,
  type FighterAttack,
} from '../src/index.ts'

let nextId = 100

export const SWORD: FighterAttack = {
  id: 1,
  name: 'Sword',
  withering: 8,
  bands: null,
  decisive: 6,
  damage: 10,
  overwhelming: 1,
  damage_type: 'lethal',
  tags: [],
}

/**
 * A character in combat with 10 Initiative, a sword (withering 8 dice, decisive 6, damage 10,
 * Overwhelming 1), Evasion 3, Parry 4, soak 5, Hardness 0, Join Battle 5, Grapple Control 4 and seven unhurt
 * health levels, unless told otherwise.
 */
export function fighter(fields: Partial<Fighter> = {}): Fighter {
  return {
    kind: 'character',
    id: nextId++,
    name: 'Someone',
    side: 'character',
    initiative: 10,
    in_combat: true,
    has_acted: false,
    onslaught: 0,
    crashed_by: '',
    crash_turns: 0,
    grappling: '',
    grappled_by: '',
    control_rounds: 0,
    grapple_restrained: false,
    mounted: false,
    attacks: [SWORD],
    evasion: 3,
    parries: [{ weapon_id: SWORD.id, name: 'Sword', value: 4 }],
    soak: 5,
    hardness: 0,
    join_battle: 5,
    grapple_control: 4,
    health: {
      levels: [1, 2, 2, 1, 1],
      bashing: 0,
      lethal: 0,
      aggravated: 0,
      exalted: true,
    },
    battlegroup: null,
    ...fields,
  }
}

/** A size 2 battlegroup of 3-level soldiers (Magnitude 5 at full), in combat, with Initiative 6. */
export function fightingBattlegroup(fields: Partial<Fighter> = {}): Fighter {
  return fighter({
    kind: 'battlegroup',
    name: 'Spearmen',
    side: 'battlegroup',
    initiative: 6,
    parries: [{ weapon_id: null, name: 'Parry', value: 3 }],
    evasion: 2,
    soak: 4,
    health: null,
    attacks: [{ ...SWORD, id: 7, name: 'Spears', withering: 9, decisive: 9, damage: 8 }],
    battlegroup: { size: 2, magnitude: 5, health_levels: 3, perfect_morale: false },
    ...fields,
  })
}

/** The request for an attack with the defaults a client gets by sending only these fields. */
export function request(
  attacker: Fighter,
  target: Fighter,
  fields: Record<string, unknown> = {},
): AttackRequest {
  return attackRequestSchema.parse({
    attacker: { type: attacker.kind, id: attacker.id },
    target: { type: target.kind, id: target.id },
    attack: 'withering',
    weapon_id: attacker.attacks[0]?.id ?? 1,
    ...fields,
  })
}
