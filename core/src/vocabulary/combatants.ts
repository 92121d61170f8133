// The names the stored combat state uses: the schemas check them, the combat rules read them.

export const COMBATANT_KINDS = ['character', 'qc', 'battlegroup', 'combat_actor'] as const
export type CombatantKind = (typeof COMBATANT_KINDS)[number]

/** How one combatant names another (`crashed_by`): `kind:id`, e.g. `qc:12`. */
export const COMBATANT_KEY_PATTERN = /^(character|qc|battlegroup|combat_actor):[1-9][0-9]*$/

/** Turns in crash after which Initiative resets (the most `crash_turns` may hold). */
export const CRASH_RECOVERY_TURNS = 3
