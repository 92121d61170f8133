/** The character dice pools, in sheet order; the summary keys are built from these names. */
export const CHARACTER_POOLS = [
  'join_battle',
  'rush',
  'disengage',
  'withdraw',
  'rise_from_prone',
  'take_cover',
  'read_intentions',
  'feat_of_strength',
  'shape_sorcery',
] as const
export type CharacterPool = (typeof CHARACTER_POOLS)[number]

/** The character static ratings with an attribute + ability (parry is per weapon). */
export const CHARACTER_RATINGS = ['evasion', 'guile', 'resolve'] as const
export type CharacterRating = (typeof CHARACTER_RATINGS)[number]

/** Every figure a bonus or a situational note can attach to. */
export type BonusStat =
  | CharacterPool
  | CharacterRating
  | 'appearance'
  | 'parry'
  | 'soak'
  | 'hardness'
  | 'withering_attack'
  | 'decisive_attack'
  | 'weapon_accuracy'
  | 'weapon_damage'
