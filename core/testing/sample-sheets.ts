// Plain sheets for the rules: every trait at its lowest, no damage, no armour. Each test states
// only what it changes, so the arithmetic in its comments starts from these values.
import type { battlegroupStatDetails, CharacterInput, qcStatDetails } from '../src/index.ts'

// The barrel names the inputs of the rules by the functions that read them.
type CharacterSheet = CharacterInput['character']
type WeaponInput = CharacterInput['weapons'][number]
type QcInput = Parameters<typeof qcStatDetails>[0]
type QcSheet = QcInput['qc']
type QcAttackInput = QcInput['qc_attacks'][number]
type BattlegroupSheet = Parameters<typeof battlegroupStatDetails>[0]['battlegroup']

/** The usual seven health levels (one −0, two −1, two −2, one −4, incapacitated), no damage. */
export const UNHURT_HEALTH = {
  health_level_0s: 1,
  health_level_1s: 2,
  health_level_2s: 2,
  health_level_4s: 1,
  health_level_incap: 1,
  damage_bashing: 0,
  damage_lethal: 0,
  damage_aggravated: 0,
} as const

export function mortal(changes: Partial<CharacterSheet> = {}): CharacterSheet {
  return {
    type: 'Character',
    exalt_type: 'Mortal',
    caste: null,
    anima_level: 0,
    onslaught: 0,
    initiative: 0,
    limit: null,
    essence: 1,
    attr_strength: 1,
    attr_dexterity: 1,
    attr_stamina: 1,
    attr_charisma: 1,
    attr_manipulation: 1,
    attr_appearance: 1,
    attr_perception: 1,
    attr_intelligence: 1,
    attr_wits: 1,
    abil_archery: 0,
    abil_athletics: 0,
    abil_awareness: 0,
    abil_brawl: 0,
    abil_bureaucracy: 0,
    abil_dodge: 0,
    abil_integrity: 0,
    abil_investigation: 0,
    abil_larceny: 0,
    abil_linguistics: 0,
    abil_lore: 0,
    abil_medicine: 0,
    abil_melee: 0,
    abil_occult: 0,
    abil_performance: 0,
    abil_presence: 0,
    abil_resistance: 0,
    abil_ride: 0,
    abil_sail: 0,
    abil_socialize: 0,
    abil_stealth: 0,
    abil_survival: 0,
    abil_thrown: 0,
    abil_war: 0,
    abil_craft: [],
    abil_martial_arts: [],
    specialties: [],
    ...UNHURT_HEALTH,
    armor_weight: 'unarmored',
    armor_is_artifact: false,
    bonus_hardness: 0,
    bonus_soak: 0,
    bonus_mobility_penalty: 0,
    excellency: '',
    excellency_stunt: '',
    excellencies_for: [],
    caste_abilities: [],
    favored_abilities: [],
    caste_attributes: [],
    favored_attributes: [],
    motes_personal_total: 0,
    motes_peripheral_total: 0,
    motes_committed: [],
    ...changes,
  }
}

/** The fields the server forces on each fixed type, so sheets look as stored. */
const FORCED: Record<string, Partial<CharacterSheet>> = {
  SolarCharacter: {
    exalt_type: 'Solar',
    excellency: 'solar',
    excellencies_for: ['solar'],
    limit: 0,
  },
  AbyssalCharacter: {
    exalt_type: 'Abyssal',
    excellency: 'solar',
    excellencies_for: ['solar'],
    limit: 0,
  },
  DragonbloodCharacter: {
    exalt_type: 'Dragon-Blood',
    excellency: 'dragonblood',
    excellencies_for: ['dragonblood'],
    essence: 2,
  },
  LunarCharacter: {
    exalt_type: 'Lunar',
    excellency: 'lunar',
    excellency_stunt: 'lunar',
    excellencies_for: ['lunar'],
    limit: 0,
  },
  SiderealCharacter: {
    exalt_type: 'Sidereal',
    excellency: 'sidereal',
    excellencies_for: ['sidereal'],
    limit: 0,
  },
  AlchemicalCharacter: { exalt_type: 'Alchemical', limit: 0, active_loadout: 'default' },
  InfernalCharacter: {
    exalt_type: 'Infernal',
    excellency: 'solar',
    excellencies_for: ['solar'],
    limit: 0,
  },
  CustomAbilityCharacter: { exalt_type: 'Ability Exalt', limit: 0 },
  CustomAttributeCharacter: { exalt_type: 'Attribute Exalt', limit: 0 },
  CustomEssenceCharacter: { exalt_type: 'Essence Exalt', limit: 0 },
}

export function exalt(type: string, changes: Partial<CharacterSheet> = {}): CharacterSheet {
  return mortal({ type, ...FORCED[type], ...changes })
}

export function weapon(changes: Partial<WeaponInput> = {}): WeaponInput {
  return {
    name: 'Weapon',
    weight: 'light',
    is_artifact: false,
    tags: [],
    ability: 'melee',
    bonus_accuracy: 0,
    bonus_damage: 0,
    bonus_overwhelming: 0,
    bonus_defense: 0,
    overrides: {},
    ...changes,
  }
}

export function input(
  character: CharacterSheet,
  rest: Partial<Omit<CharacterInput, 'character'>> = {},
): CharacterInput {
  return { character, weapons: [], merits: [], charms: [], spells: [], ...rest }
}

export function merit(merit_name: string, rating = 1) {
  return { merit_name, rating }
}

export function charm(
  charm_type: string,
  ability: string | null = null,
  keywords: string[] = [],
  loadouts: string[] = [],
) {
  return { charm_type, ability, keywords, loadouts }
}

export function qc(changes: Partial<QcSheet> = {}): QcSheet {
  return {
    essence: 1,
    anima_level: 0,
    onslaught: 0,
    excellency: '',
    guile: 1,
    resolve: 1,
    appearance: 1,
    evasion: 1,
    parry: 1,
    senses: 3,
    join_battle: 1,
    shape_sorcery: 0,
    feats_of_strength: 0,
    strength: 0,
    movement: 1,
    grapple: 0,
    grapple_control: 0,
    soak: 1,
    hardness: 0,
    actions: [],
    ...UNHURT_HEALTH,
    ...changes,
  }
}

export function qcInput(sheet: QcSheet, rest: Partial<Omit<QcInput, 'qc'>> = {}): QcInput {
  return { qc: sheet, qc_merits: [], qc_attacks: [], ...rest }
}

export function attack(name: string, pool = 1, damage = 1, overwhelming = 1): QcAttackInput {
  return { name, pool, damage, overwhelming }
}

export function battlegroup(changes: Partial<BattlegroupSheet> = {}): BattlegroupSheet {
  return {
    size: 1,
    might: 0,
    drill: 1,
    perfect_morale: false,
    health_levels: 7,
    join_battle: 1,
    evasion: 1,
    parry: 1,
    soak: 1,
    onslaught: 0,
    senses: 3,
    resolve: 2,
    guile: 1,
    appearance: 1,
    hardness: 0,
    ...changes,
  }
}
