import type { CharacterContext } from './character-context.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { Figure, StatDetail } from './stat-detail.ts'
import { detail } from './stat-detail.ts'
import { isBolt, isSiege, tagStartingWith, type WeaponTags } from './weapon-tags.ts'
import { weightFigure } from './weapon-weights.ts'

function bonusFigure(weapon: WeaponInput): Figure[] {
  return weapon.bonus_overwhelming === 0
    ? []
    : [{ label: 'overwhelming bonus', value: weapon.bonus_overwhelming }]
}

/** `overwhelming+2` adds 2; `overwhelming+essence` adds Essence. */
function overwhelmingTag(tags: WeaponTags, essence: number): Figure[] {
  const tag = tagStartingWith(tags, 'overwhelming+')
  if (tag === undefined) return []
  const rest = tag.slice('overwhelming+'.length)
  const value = rest.includes('essence') ? essence : Number.parseInt(rest, 10) || 0
  return [{ label: tag, value }]
}

const SIEGE_MINIMUM = {
  mundane: { label: 'siege weapon minimum', value: 3 },
  artifact: { label: 'siege artifact minimum', value: 5 },
} as const satisfies Record<string, Figure>

/** The minimum the weapon itself gives: siege 3 (artifact 5) whatever the weight, else the weight's. */
function baseMinimum(weapon: WeaponInput, tags: WeaponTags): Figure {
  if (!isSiege(tags)) return weightFigure('overwhelming', weapon)
  return weapon.is_artifact ? SIEGE_MINIMUM.artifact : SIEGE_MINIMUM.mundane
}

/**
 * The least damage a withering hit deals. Subtle weapons: 0 + bonus. Bolts: 1 + Essence + bonus.
 * Otherwise siege weapons 3 (artifact 5), other weapons their make and weight (mundane 1;
 * artifact light 3, medium 4, heavy 5), + bonus, Balanced +1 and `overwhelming+N`. A minimum is
 * never below 0.
 */
export function overwhelming(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
): StatDetail {
  const bonuses = bonusFigure(weapon)
  if (tags.includes('subtle')) return detail({ parts: [{ label: 'subtle', value: 0 }], bonuses })
  const { essence } = context.sheet
  if (isBolt(tags)) {
    return detail({
      parts: [
        { label: 'bolt', value: 1 },
        { label: 'Essence', value: essence },
      ],
      bonuses,
    })
  }
  if (tags.includes('balanced')) bonuses.push({ label: 'balanced', value: 1 })
  bonuses.push(...overwhelmingTag(tags, essence))
  return detail({
    parts: [baseMinimum(weapon, tags)],
    bonuses,
  })
}
