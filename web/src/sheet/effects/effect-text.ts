import { EFFECT_TARGET_LABELS, type EffectTarget } from '@loom/core'

interface Modifier {
  readonly target: string
  readonly value: number
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

/** "+2 Join Battle, -1 Evasion". */
export function modifiersText(modifiers: readonly Modifier[]): string {
  if (modifiers.length === 0) return 'no modifiers'
  return modifiers.map((m) => `${signed(m.value)} ${targetLabel(m.target)}`).join(', ')
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
