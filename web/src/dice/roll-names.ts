import type { CombatantKind, RollRecord } from '@loom/core'
import type { RootState } from '../store/app-state.ts'
import type { Kind } from '../store/entities/kinds.ts'

const KIND_OF: Readonly<Record<CombatantKind, Kind>> = {
  character: 'characters',
  qc: 'qcs',
  battlegroup: 'battlegroups',
  combat_actor: 'combat_actors',
}

/**
 * The name of whoever a roll was for, as the store knows it; null for a roll for nobody in
 * particular, "someone" for a character this player cannot see.
 */
export function selectRolledFor(
  state: RootState,
  roll: Pick<RollRecord, 'character_type' | 'character_id'>,
): string | null {
  if (roll.character_type === null || roll.character_id === null) return null
  const row =
    state.entities.current.byKind[KIND_OF[roll.character_type]].entities[roll.character_id]
  return typeof row?.name === 'string' && row.name !== '' ? row.name : 'someone'
}

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
const DAY_AND_TIME = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** "14:05" today, "Nov 23, 14:05" before. */
export function rollTime(createdAt: string, now = new Date()): string {
  const when = new Date(createdAt)
  if (Number.isNaN(when.getTime())) return ''
  return when.toDateString() === now.toDateString() ? TIME.format(when) : DAY_AND_TIME.format(when)
}
