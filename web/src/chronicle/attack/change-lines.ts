import type { CombatChangeJson } from '@loom/core'

/** How a changed combat field reads in the attack's result. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  initiative: 'Initiative',
  onslaught: 'onslaught',
  has_acted: 'acted',
  crash_turns: 'turns in crash',
  damage_bashing: 'bashing damage',
  damage_lethal: 'lethal damage',
  damage_aggravated: 'aggravated damage',
  size: 'size',
  magnitude: 'Magnitude',
  in_combat: 'in combat',
  motes_personal_current: 'personal motes',
  motes_peripheral_current: 'peripheral motes',
  willpower_temporary: 'Willpower',
}

const shown = (value: unknown) =>
  value === true ? 'yes' : value === false ? 'no' : value === null ? '–' : String(value)

/**
 * What an attack changed, one line per combatant: "Bandit: Initiative 6 → 0, onslaught 0 → 1".
 * `nameOf` names a combatant by its kind and id. Who crashed whom reads in the roll's notes.
 */
export function changeLines(
  changes: readonly CombatChangeJson[],
  nameOf: (type: CombatChangeJson['type'], id: number) => string,
): string[] {
  return changes.flatMap((change) => {
    const parts = Object.keys(change.after)
      .filter((field) => field in FIELD_LABELS)
      .map(
        (field) =>
          `${FIELD_LABELS[field]} ${shown(change.before[field])} → ${shown(change.after[field])}`,
      )
    return parts.length === 0 ? [] : [`${nameOf(change.type, change.id)}: ${parts.join(', ')}`]
  })
}
