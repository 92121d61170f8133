import { CHARACTER_POOLS, CHARACTER_RATINGS, QC_POOLS, QC_RATINGS } from './stat-keys.ts'

/**
 * Where an effect comes from; `custom` is one typed in by hand, `form` is a Lunar's taken shape
 * (`core/src/rules/lunar-form.ts`).
 */
export const EFFECT_SOURCES = ['charm', 'merit', 'spell', 'condition', 'custom', 'form'] as const
export type EffectSource = (typeof EFFECT_SOURCES)[number]

/** How long an effect lasts: the scene, a count of rounds, or until it is turned off. */
export const EFFECT_DURATIONS = ['scene', 'rounds', 'indefinite'] as const
export type EffectDuration = (typeof EFFECT_DURATIONS)[number]

/** Temporary health levels: each target adds levels of one wound penalty. */
export const HEALTH_LEVEL_TARGETS = {
  health_levels_0: 'health_level_0s',
  health_levels_1: 'health_level_1s',
  health_levels_2: 'health_level_2s',
  health_levels_4: 'health_level_4s',
} as const
export type HealthLevelTarget = keyof typeof HEALTH_LEVEL_TARGETS
const HEALTH_TARGETS = Object.keys(HEALTH_LEVEL_TARGETS) as HealthLevelTarget[]

/** The character targets that are figures of each weapon: a modifier may name one weapon. */
export const WEAPON_EFFECT_TARGETS = [
  'weapon_accuracy',
  'decisive_attack',
  'weapon_damage',
  'parry',
] as const

export type WeaponEffectTarget = (typeof WEAPON_EFFECT_TARGETS)[number]

/** The key a modifier of one weapon (by its id) is filed under, beside the every-weapon one. */
export function weaponEffectKey(target: string, weaponId: number): string {
  return `${target}@${weaponId}`
}

/** The physical attributes an effect may change (a Lunar's taken form sets them). */
export const ATTRIBUTE_EFFECT_TARGETS = ['strength', 'dexterity', 'stamina'] as const
export type AttributeEffectTarget = (typeof ATTRIBUTE_EFFECT_TARGETS)[number]

/**
 * What an effect may change on a character: each pool and rating, the physical attributes,
 * appearance, every weapon's parry, accuracy (withering attacks), decisive attack and withering
 * damage, soak, hardness, the mote pools' totals and temporary health levels.
 */
export const CHARACTER_EFFECT_TARGETS = [
  ...CHARACTER_POOLS,
  ...CHARACTER_RATINGS,
  ...ATTRIBUTE_EFFECT_TARGETS,
  'appearance',
  'parry',
  'soak',
  'hardness',
  'weapon_accuracy',
  'decisive_attack',
  'weapon_damage',
  'motes_personal',
  'motes_peripheral',
  ...HEALTH_TARGETS,
] as const

/** What an effect may change on a QC: its entered figures, every attack, and health levels. */
export const QC_EFFECT_TARGETS = [
  ...QC_RATINGS,
  ...QC_POOLS,
  'appearance',
  'soak',
  'hardness',
  'attack',
  'attack_damage',
  ...HEALTH_TARGETS,
] as const

/** What an effect may change on a battlegroup (its health is its magnitude). */
export const BATTLEGROUP_EFFECT_TARGETS = [
  'join_battle',
  'evasion',
  'parry',
  'soak',
  'hardness',
  'senses',
  'resolve',
  'guile',
  'appearance',
  'attack',
  'attack_damage',
  'magnitude',
] as const

export type CharacterEffectTarget = (typeof CHARACTER_EFFECT_TARGETS)[number]
export type QcEffectTarget = (typeof QC_EFFECT_TARGETS)[number]
export type BattlegroupEffectTarget = (typeof BATTLEGROUP_EFFECT_TARGETS)[number]
export type EffectTarget = CharacterEffectTarget | QcEffectTarget | BattlegroupEffectTarget

/** How each target is named on a sheet and in the effect dialog. */
export const EFFECT_TARGET_LABELS: Readonly<Record<EffectTarget, string>> = {
  strength: 'Strength',
  dexterity: 'Dexterity',
  stamina: 'Stamina',
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
  appearance: 'Appearance',
  parry: 'Parry',
  soak: 'Soak',
  hardness: 'Hardness',
  weapon_accuracy: 'Accuracy',
  decisive_attack: 'Decisive attack',
  weapon_damage: 'Withering damage',
  motes_personal: 'Personal motes',
  motes_peripheral: 'Peripheral motes',
  health_levels_0: 'Health levels −0',
  health_levels_1: 'Health levels −1',
  health_levels_2: 'Health levels −2',
  health_levels_4: 'Health levels −4',
  senses: 'Senses',
  feats_of_strength: 'Feats of Strength',
  movement: 'Movement',
  grapple: 'Grapple',
  grapple_control: 'Grapple Control',
  attack: 'Attack pool (every attack)',
  attack_damage: 'Attack damage (every attack)',
  magnitude: 'Magnitude',
}
