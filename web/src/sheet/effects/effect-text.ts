import { EFFECT_TARGET_LABELS, type EffectTarget, WEAPON_EFFECT_TARGETS } from '@loom/core'

interface Modifier {
  readonly target: string
  readonly value: number
  readonly weapon_id?: number | null | undefined
}

/** A weapon an effect may name, as the dialog and the effect lines show it. */
export interface NamedWeapon {
  readonly id: number
  readonly name: string
}

interface Timed {
  readonly duration: string
  readonly rounds_left: number | null
}

const signed = (value: number) => (value < 0 ? `${value}` : `+${value}`)

/** How a target is named; an unknown one (a newer server's) by its key. */
export function targetLabel(target: string): string {
  return EFFECT_TARGET_LABELS[target as EffectTarget] ?? target
}

/** Whether a target is a figure of each weapon (so a modifier may name one). */
export function isWeaponTarget(target: string): boolean {
  return (WEAPON_EFFECT_TARGETS as readonly string[]).includes(target)
}

/** "(Sword)" or "(every weapon)" after a weapon target; nothing after the others. */
function weaponText(modifier: Modifier, weapons: readonly NamedWeapon[]): string {
  if (!isWeaponTarget(modifier.target)) return ''
  if (modifier.weapon_id === undefined || modifier.weapon_id === null) return ' (every weapon)'
  const weapon = weapons.find((w) => w.id === modifier.weapon_id)
  return ` (${weapon?.name ?? 'a weapon no longer held'})`
}

/** "+2 Join Battle, -1 Evasion, +1 Parry (Sword)". */
export function modifiersText(
  modifiers: readonly Modifier[],
  weapons: readonly NamedWeapon[] = [],
): string {
  if (modifiers.length === 0) return 'no modifiers'
  return modifiers
    .map((m) => `${signed(m.value)} ${targetLabel(m.target)}${weaponText(m, weapons)}`)
    .join(', ')
}

/** "scene", "3 rounds left", "1 round left" or "until turned off". */
export function durationText(effect: Timed): string {
  if (effect.duration === 'scene') return 'scene'
  if (effect.duration === 'rounds') {
    const left = effect.rounds_left ?? 0
    return `${left} round${left === 1 ? '' : 's'} left`
  }
  return 'until turned off'
}
