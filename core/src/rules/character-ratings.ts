import { CHARACTER_RATINGS, type CharacterRating } from '../vocabulary/stat-keys.ts'
import type { CharacterContext } from './character-context.ts'
import { penaltiesOf, rollOf } from './character-context.ts'
import type { Roll } from './custom-excellency.ts'
import type { PenaltyKind } from './penalties.ts'
import { staticRating } from './roll.ts'
import type { StatDetail } from './stat-detail.ts'
import { detail } from './stat-detail.ts'

interface RatingDefinition {
  readonly roll: Roll
  readonly penalties: readonly PenaltyKind[]
}

/** Evasion, Guile and Resolve: half of attribute + ability, and the penalties each one takes. */
const RATING_DEFINITIONS: Readonly<Record<CharacterRating, RatingDefinition>> = {
  evasion: {
    roll: { attribute: 'dexterity', ability: 'dodge' },
    penalties: ['wound', 'mobility', 'poison', 'onslaught'],
  },
  guile: {
    roll: { attribute: 'manipulation', ability: 'socialize' },
    penalties: ['wound', 'poison'],
  },
  resolve: { roll: { attribute: 'wits', ability: 'integrity' }, penalties: ['wound', 'poison'] },
}

function characterRating(context: CharacterContext, rating: CharacterRating): StatDetail {
  const definition = RATING_DEFINITIONS[rating]
  const bonuses = context.bonuses(rating)
  return staticRating(rollOf(context, definition.roll), {
    bonuses: bonuses.added,
    conditional: bonuses.conditional,
    penalties: penaltiesOf(context, definition.penalties),
  })
}

export function characterRatings(context: CharacterContext): Record<CharacterRating, StatDetail> {
  const ratings = {} as Record<CharacterRating, StatDetail>
  for (const rating of CHARACTER_RATINGS) ratings[rating] = characterRating(context, rating)
  return ratings
}

/** Appearance is the attribute itself (plus any effect on it); Hideous only adds a note. */
export function appearance(context: CharacterContext): StatDetail {
  const bonuses = context.bonuses('appearance')
  return detail({
    parts: [{ label: 'Appearance', value: context.sheet.attr_appearance }],
    bonuses: bonuses.added,
    conditional: bonuses.conditional,
  })
}
