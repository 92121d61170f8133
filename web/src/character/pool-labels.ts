import type { CharacterPool, CharacterRating } from '@loom/core'

export const POOL_LABELS: Readonly<Record<CharacterPool | CharacterRating, string>> = {
  join_battle: 'Join Battle',
  rush: 'Rush',
  disengage: 'Disengage',
  withdraw: 'Withdraw',
  rise_from_prone: 'Rise from Prone',
  take_cover: 'Take Cover',
  read_intentions: 'Read Intentions',
  feat_of_strength: 'Feat of Strength',
  shape_sorcery: 'Shape Sorcery',
  evasion: 'Evasion',
  guile: 'Guile',
  resolve: 'Resolve',
}

export const COMBAT_POOLS: readonly CharacterPool[] = [
  'join_battle',
  'rush',
  'disengage',
  'withdraw',
  'rise_from_prone',
  'take_cover',
]

/** Test ids of pool tiles: "pool-join-battle". */
export const poolTestId = (key: string) => `pool-${key.replace(/_/g, '-')}`
