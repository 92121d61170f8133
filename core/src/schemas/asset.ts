import { z } from 'zod'
import { COMBATANT_KEY_PATTERN, CRASH_RECOVERY_TURNS } from '../vocabulary/combatants.ts'
import { count, flag, line, signedNumber, wholeNumber } from './fields.ts'
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
  /** The uploaded portrait's digest (it changes with the image), or blank without one. */
  portrait_digest: z.string(),
})

export const assetFlagsShape = () => ({
  hidden: flag().default(false),
  public: flag().default(false),
  pinned: flag().default(false),
})

/** Far more rounds of control than any control roll wins. */
const MOST_CONTROL_ROUNDS = 100

/** The fastest mount's speed bonus Loom takes: dice added to a rider's rush and disengage. */
export const MOST_MOUNT_SPEED_BONUS = 5

/** A field naming a combatant as `kind:id`, or blank. */
const combatantKeyOrBlank = (field: string) =>
  line()
    .refine((value) => value === '' || COMBATANT_KEY_PATTERN.test(value), {
      error: `${field} must name a combatant as kind:id (e.g. qc:12), or be blank`,
    })
    .default('')

/** Where a combatant stands in its chronicle's combat (see core/src/combat). */
export const combatStateShape = () => ({
  initiative: signedNumber().default(0),
  in_combat: flag().default(false),
  has_acted: flag().default(false),
  /** The onslaught penalty to Defence. */
  onslaught: count().default(0),
  /** `kind:id` of the combatant who crashed this one, or blank. */
  crashed_by: combatantKeyOrBlank('crashed_by'),
  /** Turns taken while crashed. */
  crash_turns: wholeNumber(0, CRASH_RECOVERY_TURNS).default(0),
  /** `kind:id` of the one this combatant holds in a grapple, or blank. */
  grappling: combatantKeyOrBlank('grappling'),
  /** `kind:id` of whoever holds this combatant in a grapple, or blank. */
  grappled_by: combatantKeyOrBlank('grappled_by'),
  /** The holder's rounds of control left. */
  control_rounds: wholeNumber(0, MOST_CONTROL_ROUNDS).default(0),
  /** The holder restrained the one it holds until it acts again. */
  grapple_restrained: flag().default(false),
  /** It fights mounted (docs/rules.md). */
  mounted: flag().default(false),
  /** Its mount's speed bonus: dice on its rush and disengage rolls while mounted (docs/rules.md). */
  mount_speed_bonus: wholeNumber(0, MOST_MOUNT_SPEED_BONUS).default(0),
})
