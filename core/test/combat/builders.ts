import { UNHURT_HEALTH } from '@loom/core/testing'
import { type Combatant, NOT_GRAPPLING } from '../../src/combat/combatant.ts'
import { type Participant, participantOf } from '../../src/combat/participant.ts'
import type { CombatantKind } from '../../src/vocabulary/combatants.ts'

let nextId = 1

/** A combatant in combat with 10 Initiative unless told otherwise. */
export function combatant(fields: Partial<Combatant> = {}): Combatant {
  return {
    kind: 'character',
    id: nextId++,
    name: 'Someone',
    initiative: 10,
    in_combat: true,
    has_acted: false,
    onslaught: 0,
    crashed_by: '',
    crash_turns: 0,
    ...NOT_GRAPPLING,
    mounted: false,
    ...fields,
  }
}

/** A Solar-like character sheet: 13/33 motes, 5 willpower, 7 health levels. */
export function character(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: nextId++,
    name: 'Hero',
    type: 'SolarCharacter',
    initiative: 0,
    in_combat: false,
    has_acted: false,
    onslaught: 0,
    crashed_by: '',
    crash_turns: 0,
    motes_personal_total: 13,
    motes_personal_current: 13,
    motes_peripheral_total: 33,
    motes_peripheral_current: 33,
    motes_committed: [],
    willpower_temporary: 5,
    willpower_permanent: 5,
    ...UNHURT_HEALTH,
    anima_level: 0,
    aura: '',
    ...fields,
  }
}

export function participant(
  kind: CombatantKind,
  fields: Record<string, unknown> = {},
  extras: Parameters<typeof participantOf>[2] = {},
): Participant {
  return participantOf(kind, character(fields), extras)
}
