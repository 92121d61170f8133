import { z } from 'zod'
import { flag, signedNumber } from './fields.ts'
import { rowShape } from './kind-schemas.ts'

/**
 * Fields shared by the items a player owns and may bring into a chronicle
 * (characters, qcs, battlegroups).
 */
export const assetSystemShape = () => ({
  ...rowShape(),
  player_id: z.int().positive(),
  chronicle_id: z.int().positive().nullable(),
  sorting: z.int(),
  chronicle_sorting: z.int(),
})

export const assetFlagsShape = () => ({
  hidden: flag().default(false),
  public: flag().default(false),
  pinned: flag().default(false),
})

export const combatStateShape = () => ({
  initiative: signedNumber().default(0),
  in_combat: flag().default(false),
  has_acted: flag().default(false),
})
