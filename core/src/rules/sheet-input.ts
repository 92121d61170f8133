// The fields the rules read, named as the entities name them. Full entity types (the zod
// schemas in core/src/schemas) satisfy these structurally, so the rules never depend on
// fields they do not use.

interface CraftRating {
  readonly craft: string
  readonly rating: number
}

interface StyleRating {
  readonly style: string
  readonly rating: number
}

export interface Specialty {
  readonly ability: string
  readonly context: string
}

export interface MoteCommitment {
  readonly pool: string
  readonly motes: number
}

export interface EffectModifierInput {
  readonly target: string
  readonly value: number
  /** Only this weapon's figure (weapon targets); every weapon's without it. */
  readonly weapon_id?: number | null | undefined
}

/** What the rules read of an active effect (see core/src/schemas/effects.ts for the whole one). */
export interface EffectInput {
  readonly id: string
  readonly name: string
  readonly source: string
  readonly source_id?: number | null | undefined
  readonly modifiers: readonly EffectModifierInput[]
  readonly active: boolean
}

export interface HealthTrack {
  readonly health_level_0s: number
  readonly health_level_1s: number
  readonly health_level_2s: number
  readonly health_level_4s: number
  readonly health_level_incap: number
  readonly damage_bashing: number
  readonly damage_lethal: number
  readonly damage_aggravated: number
}

export interface Attributes {
  readonly attr_strength: number
  readonly attr_dexterity: number
  readonly attr_stamina: number
  readonly attr_charisma: number
  readonly attr_manipulation: number
  readonly attr_appearance: number
  readonly attr_perception: number
  readonly attr_intelligence: number
  readonly attr_wits: number
}

export interface Abilities {
  readonly abil_archery: number
  readonly abil_athletics: number
  readonly abil_awareness: number
  readonly abil_brawl: number
  readonly abil_bureaucracy: number
  readonly abil_dodge: number
  readonly abil_integrity: number
  readonly abil_investigation: number
  readonly abil_larceny: number
  readonly abil_linguistics: number
  readonly abil_lore: number
  readonly abil_medicine: number
  readonly abil_melee: number
  readonly abil_occult: number
  readonly abil_performance: number
  readonly abil_presence: number
  readonly abil_resistance: number
  readonly abil_ride: number
  readonly abil_sail: number
  readonly abil_socialize: number
  readonly abil_stealth: number
  readonly abil_survival: number
  readonly abil_thrown: number
  readonly abil_war: number
  readonly abil_craft: readonly CraftRating[]
  readonly abil_martial_arts: readonly StyleRating[]
}

/** Traits the rules read by name: the nine attributes, the abilities, specialties and Essence. */
export interface Traits extends Attributes, Abilities {
  readonly essence: number
  readonly specialties: readonly Specialty[]
}

export interface CharacterSheet extends Traits, HealthTrack {
  /** One of the eleven character types; null is a Mortal (`Character`). */
  readonly type: string | null
  readonly exalt_type: string
  readonly caste: string | null
  readonly anima_level: number
  readonly onslaught: number
  readonly initiative: number
  readonly limit: number | null
  readonly armor_weight: string
  readonly armor_is_artifact: boolean
  readonly bonus_hardness: number
  readonly bonus_soak: number
  readonly bonus_mobility_penalty: number
  readonly excellency: string
  readonly excellency_stunt: string
  readonly excellencies_for: readonly string[]
  readonly caste_abilities: readonly string[]
  readonly favored_abilities: readonly string[]
  readonly caste_attributes: readonly string[]
  readonly favored_attributes: readonly string[]
  readonly motes_personal_total: number
  readonly motes_peripheral_total: number
  readonly motes_committed: readonly MoteCommitment[]
  /** The loadout whose charms are installed; only Alchemical excellencies read it. */
  readonly active_loadout?: string | null | undefined
  readonly effects?: readonly EffectInput[] | undefined
  /** Riding, and the mount's speed bonus (docs/rules.md, mounts); absent, on foot. */
  readonly mounted?: boolean | undefined
  readonly mount_speed_bonus?: number | undefined
}

export interface AttributeOverride {
  readonly use: string
}

interface WeaponOverrides {
  readonly attack_attribute?: AttributeOverride | undefined
  readonly defense_attribute?: AttributeOverride | undefined
  readonly damage_attribute?: AttributeOverride | undefined
}

export interface WeaponInput {
  /** The weapon row's id: effects may name one weapon by it. */
  readonly id?: number | undefined
  readonly name: string
  readonly weight: string
  readonly is_artifact: boolean
  readonly tags: readonly string[]
  readonly ability: string
  readonly bonus_accuracy: number
  readonly bonus_damage: number
  readonly bonus_overwhelming: number
  readonly bonus_defense: number
  readonly overrides: WeaponOverrides
}

export interface MeritInput {
  readonly merit_name: string
  readonly rating: number
}

export interface CharmInput {
  /** Ability, Attribute, Essence, MartialArts, Evocation or Spirit. */
  readonly charm_type: string
  readonly ability?: string | null | undefined
  readonly keywords: readonly string[]
  /** The loadouts a native charm is installed in ("*" for every one). */
  readonly loadouts?: readonly string[] | undefined
}

export interface SpellInput {
  readonly name: string
  readonly control: boolean
}

export interface PoisonInput {
  readonly name: string
  readonly penalty: number
}

interface QcAction {
  readonly action: string
  readonly pool: number
}

export interface QcSheet extends HealthTrack {
  readonly essence: number
  readonly anima_level: number
  readonly onslaught: number
  readonly excellency: string
  readonly guile: number
  readonly resolve: number
  readonly appearance: number
  readonly evasion: number
  readonly parry: number
  readonly senses: number
  readonly join_battle: number
  readonly shape_sorcery: number
  readonly feats_of_strength: number
  readonly strength: number
  readonly movement: number
  readonly grapple: number
  readonly grapple_control: number
  readonly soak: number
  readonly hardness: number
  readonly actions: readonly QcAction[]
  readonly effects?: readonly EffectInput[] | undefined
}

export interface QcMeritInput {
  readonly name: string
}

export interface QcAttackInput {
  readonly name: string
  readonly pool: number
  readonly damage: number
  readonly overwhelming: number
}

export interface BattlegroupSheet {
  readonly size: number
  readonly might: number
  readonly drill: number
  readonly perfect_morale: boolean
  readonly health_levels: number
  readonly join_battle: number
  readonly evasion: number
  readonly parry: number
  readonly soak: number
  readonly onslaught: number
  readonly senses: number
  readonly resolve: number
  readonly guile: number
  readonly appearance: number
  readonly hardness: number
  readonly effects?: readonly EffectInput[] | undefined
}
