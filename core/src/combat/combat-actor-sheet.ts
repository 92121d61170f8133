/**
 * A combat actor is a copy of a qc or battlegroup fielded in one combat: it keeps its own
 * combat state, damage and resources, and takes everything else from the stat block it copies.
 */

/** The fields a combat actor always keeps for itself. */
const OWN_FIELDS = [
  'initiative',
  'in_combat',
  'has_acted',
  'onslaught',
  'crashed_by',
  'crash_turns',
  'grappling',
  'grappled_by',
  'control_rounds',
  'grapple_restrained',
  'mounted',
  'mount_speed_bonus',
  'damage_bashing',
  'damage_lethal',
  'damage_aggravated',
  'motes_personal_current',
  'motes_peripheral_current',
  'willpower_temporary',
  'anima_level',
] as const

/** A battlegroup copy's own Size and Magnitude, once it has any (null: the source's). */
const OWN_WHEN_SET = ['size', 'magnitude'] as const

type Sheet = Readonly<Record<string, unknown>>

/** The sheet a combat actor fights with: its source's, with the actor's own fields over it. */
export function combatActorSheet(source: Sheet, actor: Sheet): Record<string, unknown> {
  // A copy with no name of its own goes by its source's.
  const name = typeof actor.name === 'string' && actor.name.trim() !== '' ? actor.name : source.name
  const sheet: Record<string, unknown> = { ...source, id: actor.id, name }
  for (const field of OWN_FIELDS) sheet[field] = actor[field]
  for (const field of OWN_WHEN_SET) {
    if (actor[field] !== null && actor[field] !== undefined) sheet[field] = actor[field]
  }
  return sheet
}
