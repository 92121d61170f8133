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
  'grapple_control',
] as const
export type CharacterPool = (typeof CHARACTER_POOLS)[number]

/** The character static ratings with an attribute + ability (parry is per weapon). */
export const CHARACTER_RATINGS = ['evasion', 'guile', 'resolve'] as const
export type CharacterRating = (typeof CHARACTER_RATINGS)[number]

/** A QC's entered static ratings and pools, in sheet order. */
export const QC_RATINGS = ['guile', 'resolve', 'evasion', 'parry'] as const
export type QcRating = (typeof QC_RATINGS)[number]

export const QC_POOLS = [
  'senses',
  'join_battle',
  'shape_sorcery',
  'feats_of_strength',
  'movement',
  'grapple',
  'grapple_control',
] as const
export type QcPool = (typeof QC_POOLS)[number]

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
