import { rowsWithDefaults, withDefaults } from '../schemas/kind-defaults.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'
import { RANGE_BANDS, type RangeBand } from '../vocabulary/range-bands.ts'
import {
  CHARACTER_POOLS,
  CHARACTER_RATINGS,
  type CharacterPool,
  type CharacterRating,
} from '../vocabulary/stat-keys.ts'
import { bestParry } from './best-parry.ts'
import { type CharacterInput, characterContext } from './character-context.ts'
import { characterPools } from './character-pools.ts'
import { appearance, characterRatings } from './character-ratings.ts'
import { type AppliedEffect, withMoteEffects } from './effects.ts'
import { excellencyTraitList } from './excellency.ts'
import { hardness } from './hardness.ts'
import { type CharacterMotes, characterMotes } from './motes.ts'
import type { Penalties } from './penalties.ts'
import type { WorstPoison } from './poison-penalty.ts'
import { uniqueKeys } from './record-keys.ts'
import type { HealthTrack } from './sheet-input.ts'
import { type SoakDetail, soak } from './soak.ts'
import type { StatDetail } from './stat-detail.ts'
import { conditionalTotal, penaltyTotal } from './stat-detail.ts'
import { type WeaponDetails, weaponDetails } from './weapon-stats.ts'
import { healthLevelsTotal, healthTrackOf } from './wound-penalty.ts'

/** Every derived figure of a character, each with where it comes from. */
export interface CharacterStatDetails {
  readonly type: CharacterType
  readonly health_levels_total: number
  /** The health track with the temporary health levels of active effects. */
  readonly health_track: HealthTrack
  readonly penalties: Penalties
  readonly worst_poison: WorstPoison | null
  readonly pools: Readonly<Record<CharacterPool, StatDetail>>
  readonly ratings: Readonly<Record<CharacterRating, StatDetail>>
  readonly appearance: StatDetail
  readonly soak: SoakDetail
  readonly hardness: StatDetail
  /** Keyed by weapon name, in list order; a repeated name gets " (2)", " (3)", … */
  readonly weapons: Readonly<Record<string, WeaponDetails>>
  /** The key of the weapon to parry with, or null without weapons. */
  readonly best_parry: string | null
  readonly motes: CharacterMotes
  /**
   * The traits whose rolls can take an excellency, sorted ("*" for every trait); empty when
   * the type has no excellency. Ask `traitHasExcellency` about a single trait.
   */
  readonly excellency_traits: readonly string[]
  /** Every active effect's share of every figure (after stacking), for the effects block. */
  readonly effects: readonly AppliedEffect[]
}

export function characterStatDetails(stored: CharacterInput): CharacterStatDetails {
  const input = wholeCharacterInput(stored)
  const context = characterContext(input)
  const keys = uniqueKeys(input.weapons.map((weapon) => weapon.name))
  const weapons: Record<string, WeaponDetails> = {}
  const candidates: { key: string; details: WeaponDetails }[] = []
  input.weapons.forEach((weapon, index) => {
    const key = keys[index] ?? weapon.name
    const details = weaponDetails(context, weapon)
    weapons[key] = details
    candidates.push({ key, details })
  })
  const best = bestParry(
    candidates.map((c) => ({
      name: c.key,
      ranged: c.details.is_ranged,
      parry: c.details.parry,
      shield: c.details.shield,
    })),
  )
  return {
    type: context.type.type,
    health_levels_total: healthLevelsTotal(context.sheet),
    health_track: healthTrackOf(context.sheet),
    penalties: context.penalties,
    worst_poison: context.worstPoison,
    pools: characterPools(context),
    ratings: characterRatings(context),
    appearance: appearance(context),
    soak: soak(context),
    hardness: hardness(context),
    weapons,
    best_parry: best?.name ?? null,
    motes: withMoteEffects(characterMotes(context.sheet, context.type.type), context.effects),
    excellency_traits: excellencyTraitList(context.excellency),
    effects: context.effects.applied,
  }
}

type PoolSummary = {
  [K in CharacterPool as
    | K
    | `${K}_penalty`
    | `${K}_excellency`
    | `${K}_excellency_stunt`
    | `${K}_conditional_bonus`]: number
}

type RatingSummary = {
  [K in CharacterRating as
    | K
    | `${K}_penalty`
    | `${K}_excellency`
    | `${K}_excellency_cost`
    | `${K}_excellency_stunt`
    | `${K}_specialty_matters`
    | `${K}_conditional_bonus`]: number
}

type BandSummary = { [B in RangeBand as `ranged_${B}`]?: number }

interface WeaponStats extends BandSummary {
  readonly is_ranged: number
  readonly accuracy: number
  readonly withering_attack: number
  readonly decisive_attack: number
  readonly attack_penalty: number
  readonly attack_excellency: number
  readonly attack_excellency_stunt: number
  readonly weapon_damage: number
  readonly damage_attribute_rating: number
  readonly withering_damage: number
  readonly overwhelming: number
  /** Only for weapons with the powerful tag. */
  readonly withering_damage_powerful?: number
  readonly parry: number
  readonly parry_defense: number
  readonly parry_penalty: number
  readonly parry_excellency: number
  readonly parry_excellency_cost: number
  readonly parry_excellency_stunt: number
  readonly parry_specialty_matters: number
  /** Only for ranged weapons: the farthest band, 0 (close) to 4 (extreme). */
  readonly ranged_max_range?: number
}

/** The sheet's numbers: plain integers (flags as 0/1), the same keys the UI and exports use. */
export type CharacterStats = PoolSummary &
  RatingSummary & {
    readonly health_levels_total: number
    readonly wound_penalty: number
    readonly mobility_penalty: number
    readonly appearance: number
    readonly soak: number
    readonly soak_natural: number
    readonly soak_armored: number
    readonly soak_conditional_bonus: number
    readonly hardness: number
    readonly hardness_conditional_bonus: number
    readonly best_parry: number
    readonly best_parry_excellency: number
    readonly motes_personal_total: number
    readonly motes_peripheral_total: number
    readonly motes_personal_available: number
    readonly motes_peripheral_available: number
    readonly weapons: Readonly<Record<string, WeaponStats>>
  }

const flag = (value: boolean | undefined): number => (value ? 1 : 0)

const BAND_KEYS = Object.fromEntries(RANGE_BANDS.map((band) => [band, `ranged_${band}`])) as Record<
  RangeBand,
  string
>

function weaponStats(weapon: WeaponDetails): WeaponStats {
  const { withering_attack: attack, parry } = weapon
  const stats: Record<string, number> = {
    is_ranged: flag(weapon.is_ranged),
    accuracy: weapon.accuracy,
    withering_attack: attack.total,
    decisive_attack: weapon.decisive_attack.total,
    attack_penalty: penaltyTotal(attack),
    attack_excellency: attack.excellency?.cap ?? 0,
    attack_excellency_stunt: attack.excellency?.stunt ?? 0,
    weapon_damage: weapon.weapon_damage,
    damage_attribute_rating: weapon.damage_attribute_rating,
    withering_damage: weapon.withering_damage.total,
    overwhelming: weapon.overwhelming.total,
    parry: parry.total,
    parry_defense: weapon.parry_defense,
    parry_penalty: penaltyTotal(parry),
    parry_excellency: parry.excellency?.cap ?? 0,
    parry_excellency_cost: parry.excellency?.cost ?? 0,
    parry_excellency_stunt: parry.excellency?.stunt ?? 0,
    parry_specialty_matters: flag(parry.specialty_matters),
  }
  if (weapon.powerful_damage !== null) {
    stats.withering_damage_powerful = weapon.powerful_damage.total
  }
  if (weapon.ranged !== null) {
    for (const band of RANGE_BANDS) stats[BAND_KEYS[band]] = weapon.ranged.bands[band].total
    stats.ranged_max_range = weapon.ranged.max_range
  }
  return stats as unknown as WeaponStats
}

const POOL_KEYS = CHARACTER_POOLS.map((pool) => ({
  pool,
  penalty: `${pool}_penalty`,
  excellency: `${pool}_excellency`,
  stunt: `${pool}_excellency_stunt`,
  conditional: `${pool}_conditional_bonus`,
}))

const RATING_KEYS = CHARACTER_RATINGS.map((rating) => ({
  rating,
  penalty: `${rating}_penalty`,
  excellency: `${rating}_excellency`,
  cost: `${rating}_excellency_cost`,
  stunt: `${rating}_excellency_stunt`,
  specialty: `${rating}_specialty_matters`,
  conditional: `${rating}_conditional_bonus`,
}))

/** Flattens the details into the summary, so both always show the same numbers. */
function summariseCharacter(details: CharacterStatDetails): CharacterStats {
  const stats: Record<string, unknown> = {
    health_levels_total: details.health_levels_total,
    wound_penalty: details.penalties.wound,
    mobility_penalty: details.penalties.mobility,
  }
  for (const keys of POOL_KEYS) {
    const detail = details.pools[keys.pool]
    stats[keys.pool] = detail.total
    stats[keys.penalty] = penaltyTotal(detail)
    stats[keys.excellency] = detail.excellency?.cap ?? 0
    stats[keys.stunt] = detail.excellency?.stunt ?? 0
    stats[keys.conditional] = conditionalTotal(detail)
  }
  for (const keys of RATING_KEYS) {
    const detail = details.ratings[keys.rating]
    stats[keys.rating] = detail.total
    stats[keys.penalty] = penaltyTotal(detail)
    stats[keys.excellency] = detail.excellency?.cap ?? 0
    stats[keys.cost] = detail.excellency?.cost ?? 0
    stats[keys.stunt] = detail.excellency?.stunt ?? 0
    stats[keys.specialty] = flag(detail.specialty_matters)
    stats[keys.conditional] = conditionalTotal(detail)
  }
  const best = details.best_parry === null ? undefined : details.weapons[details.best_parry]
  const weapons: Record<string, WeaponStats> = {}
  for (const key in details.weapons) {
    const weapon = details.weapons[key]
    if (weapon !== undefined) weapons[key] = weaponStats(weapon)
  }
  stats.appearance = details.appearance.total
  stats.soak = details.soak.soak.total
  stats.soak_natural = details.soak.natural
  stats.soak_armored = details.soak.armored
  stats.soak_conditional_bonus = conditionalTotal(details.soak.soak)
  stats.hardness = details.hardness.total
  stats.hardness_conditional_bonus = conditionalTotal(details.hardness)
  stats.best_parry = best?.parry.total ?? 0
  stats.best_parry_excellency = best?.parry.excellency?.cap ?? 0
  stats.motes_personal_total = details.motes.personal_total
  stats.motes_peripheral_total = details.motes.peripheral_total
  stats.motes_personal_available = details.motes.personal_available
  stats.motes_peripheral_available = details.motes.peripheral_available
  stats.weapons = weapons
  return stats as CharacterStats
}

/** A character as stored in any version, or sent without lists, with every field read. */
export function wholeCharacterInput(input: CharacterInput): CharacterInput {
  return {
    character: withDefaults('character', input.character),
    weapons: rowsWithDefaults('weapon', input.weapons),
    merits: rowsWithDefaults('merit', input.merits),
    charms: rowsWithDefaults('charm', input.charms),
    spells: rowsWithDefaults('spell', input.spells),
    poisons: rowsWithDefaults('poison', input.poisons),
  }
}

/** The summary numbers of a character sheet (see `characterStatDetails` for the explanations). */
export function characterStats(input: CharacterInput): CharacterStats {
  return summariseCharacter(characterStatDetails(input))
}
