import { type CharacterPool, type CharacterRating, EFFECT_TARGET_LABELS } from '@loom/core'

/** The pools' and ratings' names: the same as the rules engine gives effect targets. */
export const POOL_LABELS: Readonly<Record<CharacterPool | CharacterRating, string>> =
  EFFECT_TARGET_LABELS

export const COMBAT_POOLS: readonly CharacterPool[] = [
  'join_battle',
  'rush',
  'disengage',
  'withdraw',
  'rise_from_prone',
  'take_cover',
  'grapple_control',
  'feat_of_strength',
]

/** Test ids of pool tiles: "pool-join-battle". */
export const poolTestId = (key: string) => `pool-${key.replace(/_/g, '-')}`
