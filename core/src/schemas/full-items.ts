import type { Battlegroup } from './battlegroup.ts'
import type { Character } from './character.ts'
import type { Charm } from './charm.ts'
import type { CombatActor } from './combat-actor.ts'
import type { Merit } from './merit.ts'
import type { Poison } from './poison.ts'
import type { Qc } from './qc.ts'
import type { QcAttack } from './qc-attack.ts'
import type { QcCharm } from './qc-charm.ts'
import type { QcMerit } from './qc-merit.ts'
import type { Spell } from './spell.ts'
import type { Weapon } from './weapon.ts'

// Items as shows, lists and create events carry them: every child list of the registry
// embedded under its association (charms spread over four lists by kind).

export type FullWeapon = Weapon & { poisons: Poison[] }
export type FullQcAttack = QcAttack & { poisons: Poison[] }

export type FullCharacter = Character & {
  merits: Merit[]
  weapons: FullWeapon[]
  charms: Charm[]
  martial_arts_charms: Charm[]
  evocations: Charm[]
  spirit_charms: Charm[]
  spells: Spell[]
  poisons: Poison[]
}

export type FullQc = Qc & {
  qc_attacks: FullQcAttack[]
  qc_merits: QcMerit[]
  qc_charms: QcCharm[]
  spells: Spell[]
  poisons: Poison[]
}

export type FullBattlegroup = Battlegroup & { qc_attacks: FullQcAttack[]; poisons: Poison[] }
export type FullCombatActor = CombatActor & { poisons: Poison[] }
