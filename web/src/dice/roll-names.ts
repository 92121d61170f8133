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

/**
 * The time formats, made on first use: a page's first date format costs a phone tens of
 * milliseconds (the locale's data loads), and this module is part of the app's first script,
 * which most pages run without showing a roll.
 */
let formats: { time: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat } | undefined

function timeFormats() {
  formats ??= {
    time: new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }),
    dayAndTime: new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  }
  return formats
}

/** "14:05" today, "Nov 23, 14:05" before. */
export function rollTime(createdAt: string, now = new Date()): string {
  const when = new Date(createdAt)
  if (Number.isNaN(when.getTime())) return ''
  const { time, dayAndTime } = timeFormats()
  return when.toDateString() === now.toDateString() ? time.format(when) : dayAndTime.format(when)
}
