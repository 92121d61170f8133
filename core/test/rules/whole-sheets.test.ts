// Whole sheets of every type, worked out by hand from the rules (reference/rules.md and the
// spec). Every expected number is arithmetic in the comments, never a call to the rules.

import {
  attack,
  battlegroup,
  charm,
  exalt,
  input,
  merit,
  qc,
  qcInput,
  weapon,
} from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { type BattlegroupStats, battlegroupStats } from '../../src/rules/battlegroup.ts'
import { type CharacterStats, characterStats } from '../../src/rules/character-stats.ts'
import { type QcAttackStats, type QcStats, qcStats } from '../../src/rules/qc.ts'
import type {
  BattlegroupSheet,
  CharacterSheet,
  CharmInput,
  MeritInput,
  PoisonInput,
  QcAttackInput,
  SpellInput,
  WeaponInput,
} from '../../src/rules/sheet-input.ts'

/**
 * The veteran: Str 3, Dex 4, Sta 3, Cha 2, Man 3, App 2, Per 3, Int 2, Wits 3; Awareness 3,
 * Athletics 2, Dodge 3, Socialize 2, Integrity 2, Occult 1, Melee 4, Brawl 1, Resistance 2.
 * Unpenalised: Join Battle 3+3=6, Rush 4+2=6, Disengage 4+3=7, Withdraw 6, Rise 7, Cover 7,
 * Read Intentions 3+2=5, Feat 3+2=5, Shape Sorcery 2+1=3; Evasion ⌈7/2⌉=4, Guile ⌈5/2⌉=3,
 * Resolve ⌈5/2⌉=3; Appearance 2; Soak 3.
 */
const VETERAN: Partial<CharacterSheet> = {
  attr_strength: 3,
  attr_dexterity: 4,
  attr_stamina: 3,
  attr_charisma: 2,
  attr_manipulation: 3,
  attr_appearance: 2,
  attr_perception: 3,
  attr_intelligence: 2,
  attr_wits: 3,
  abil_awareness: 3,
  abil_athletics: 2,
  abil_dodge: 3,
  abil_socialize: 2,
  abil_integrity: 2,
  abil_occult: 1,
  abil_melee: 4,
  abil_brawl: 1,
  abil_resistance: 2,
}

/**
 * A mundane medium sword: accuracy 2 → withering 4+4+2=10, decisive 8; damage 9 + Str 3 = 12;
 * minimum 1; parry ⌈(4+4)/2⌉ + 1 = 5.
 */
const SWORD = weapon({ name: 'Sword', weight: 'medium', tags: ['lethal'] })
const SWORD_STATS = {
  is_ranged: 0,
  accuracy: 2,
  withering_attack: 10,
  decisive_attack: 8,
  attack_penalty: 0,
  weapon_damage: 9,
  damage_attribute_rating: 3,
  withering_damage: 12,
  overwhelming: 1,
  parry: 5,
  parry_defense: 1,
  parry_penalty: 0,
}

interface SheetCase {
  readonly name: string
  readonly type: string
  readonly sheet?: Partial<CharacterSheet>
  readonly weapons?: WeaponInput[]
  readonly merits?: MeritInput[]
  readonly charms?: CharmInput[]
  readonly spells?: SpellInput[]
  readonly poisons?: PoisonInput[]
  readonly expected: Partial<Omit<CharacterStats, 'weapons'>> & {
    weapons?: Record<string, Record<string, number>>
  }
}

const CHARACTER_CASES: SheetCase[] = [
  {
    name: 'an unhurt Mortal veteran with a sword',
    type: 'Character',
    weapons: [SWORD],
    expected: {
      health_levels_total: 7,
      wound_penalty: 0,
      mobility_penalty: 0,
      join_battle: 6,
      rush: 6,
      disengage: 7,
      withdraw: 6,
      rise_from_prone: 7,
      take_cover: 7,
      read_intentions: 5,
      feat_of_strength: 5,
      shape_sorcery: 3,
      evasion: 4,
      guile: 3,
      resolve: 3,
      evasion_specialty_matters: 0, // 4 + 3 = 7 is odd
      appearance: 2,
      soak: 3,
      soak_natural: 3,
      soak_armored: 0,
      hardness: 0,
      join_battle_excellency: 0,
      evasion_excellency: 0,
      best_parry: 5,
      best_parry_excellency: 0,
      motes_personal_total: 0,
      motes_peripheral_total: 0,
      weapons: { Sword: { ...SWORD_STATS, attack_excellency: 0, parry_excellency: 0 } },
    },
  },
  {
    name: 'a Mortal with 3 damage in light armour',
    type: 'Character',
    sheet: { damage_lethal: 3, armor_weight: 'light' },
    weapons: [SWORD],
    // 3 damage reaches the −1 levels (1 + 2 = 3); light armour: no mobility penalty, soak 3.
    expected: {
      wound_penalty: 1,
      mobility_penalty: 0,
      join_battle: 5,
      rush: 5,
      disengage: 6,
      evasion: 3,
      guile: 2,
      resolve: 2,
      soak: 6,
      soak_armored: 3,
      best_parry: 4,
      weapons: { Sword: { withering_attack: 9, decisive_attack: 7, parry: 4, attack_penalty: 1 } },
    },
  },
  {
    name: 'a Mortal with Pain Tolerance at 5 damage in medium armour',
    type: 'Character',
    sheet: { damage_bashing: 5, armor_weight: 'medium' },
    merits: [merit('Pain Tolerance', 1)],
    weapons: [SWORD],
    // 5 damage is the last −2 level (3 < 5 ≤ 5): 2 − 1 = 1. Medium armour: −1 mobility, soak 5.
    expected: {
      wound_penalty: 1,
      mobility_penalty: 1,
      join_battle: 5,
      rush: 4, // 6 − 1 − 1
      rush_penalty: 2,
      read_intentions: 4,
      evasion: 2, // 4 − 1 − 1
      soak: 8, // 3 + 5
      weapons: { Sword: { parry: 4 } },
    },
  },
  {
    name: 'a Mortal sorcerer with Vital Focus Cultivation at −4',
    type: 'Character',
    sheet: { damage_lethal: 6 },
    merits: [merit('Vital Focus Cultivation', 3)],
    spells: [{ name: 'Invulnerable Skin of Bronze', control: true }],
    // 6 damage passes the −2 levels (5): −4. Shape Sorcery ignores it. Skin of Bronze: +E 1.
    expected: {
      wound_penalty: 4,
      shape_sorcery: 3,
      shape_sorcery_penalty: 0,
      join_battle: 2, // 6 − 4
      feat_of_strength: 1, // 5 − 4
      evasion: 0, // 4 − 4
      guile: 0, // 3 − 4 → 0
      resolve: 0,
      soak: 4, // 3 + 1
    },
  },
  {
    name: 'a poisoned Mortal under onslaught',
    type: 'Character',
    sheet: { onslaught: 2 },
    weapons: [SWORD],
    poisons: [
      { name: 'Arrow frog', penalty: 1 },
      { name: 'Nightshade', penalty: 2 },
    ],
    // Worst poison −2 (not 3); onslaught −2 on Evasion and Parry only.
    expected: {
      join_battle: 4,
      rush: 4,
      evasion: 0, // 4 − 2 − 2
      evasion_penalty: 4,
      guile: 1,
      resolve: 1,
      best_parry: 1,
      weapons: {
        Sword: {
          withering_attack: 8,
          decisive_attack: 6,
          attack_penalty: 2,
          parry: 1,
          parry_penalty: 4,
        },
      },
    },
  },
  {
    name: 'a Dawn Solar at Essence 2',
    type: 'SolarCharacter',
    sheet: {
      essence: 2,
      caste: 'dawn',
      caste_abilities: ['melee', 'dodge', 'awareness', 'war', 'resistance'],
      favored_abilities: ['athletics'],
    },
    weapons: [SWORD],
    // Excellency a + b for the rated caste/favored abilities (War 0 does not count); static
    // ratings halve it down and cost double. Motes 3×2+10 = 16 and 7×2+26 = 40.
    expected: {
      join_battle_excellency: 6, // 3 + 3
      join_battle_excellency_stunt: 0,
      rush_excellency: 6, // 4 + 2
      disengage_excellency: 7,
      withdraw_excellency: 6,
      rise_from_prone_excellency: 7,
      take_cover_excellency: 7,
      read_intentions_excellency: 0,
      feat_of_strength_excellency: 5, // 3 + 2
      shape_sorcery_excellency: 0,
      evasion_excellency: 3, // ⌊7/2⌋
      evasion_excellency_cost: 6,
      evasion_excellency_stunt: 0,
      guile_excellency: 0,
      resolve_excellency: 0,
      best_parry: 5,
      best_parry_excellency: 4, // ⌊8/2⌋
      motes_personal_total: 16,
      motes_peripheral_total: 40,
      motes_personal_available: 16,
      weapons: {
        Sword: {
          ...SWORD_STATS,
          attack_excellency: 8,
          attack_excellency_stunt: 0,
          parry_excellency: 4,
          parry_excellency_cost: 8,
        },
      },
    },
  },
  {
    name: 'a Twilight Solar at Bonfire in light armour',
    type: 'SolarCharacter',
    sheet: {
      essence: 3,
      caste: 'twilight',
      anima_level: 3,
      armor_weight: 'light',
      caste_abilities: ['occult', 'integrity', 'lore'],
    },
    // Hardness: 0 from mundane armour, lifted to 5. Soak 3 + 3. Occult 1 and Integrity 2 are
    // rated, Lore 0 is not. Motes 3×3+10 = 19, 7×3+26 = 47.
    expected: {
      hardness: 5,
      hardness_conditional_bonus: 0,
      soak: 6,
      mobility_penalty: 0,
      shape_sorcery: 3,
      shape_sorcery_excellency: 3, // 2 + 1
      resolve: 3,
      resolve_excellency: 2, // ⌊(3 + 2)/2⌋
      resolve_excellency_cost: 4,
      join_battle_excellency: 0,
      motes_personal_total: 19,
      motes_peripheral_total: 47,
    },
  },
  {
    name: 'a Zenith Solar with Socialize and Presence charms and committed motes',
    type: 'SolarCharacter',
    sheet: { caste: 'zenith', motes_committed: [{ pool: 'personal', motes: 5 }] },
    charms: [charm('Ability', 'socialize'), charm('Ability', 'presence')],
    // Charms make Socialize eligible: Read Intentions 3 + 2 = 5; Guile ⌊(3 + 2)/2⌋ = 2.
    expected: {
      read_intentions_excellency: 5,
      guile_excellency: 2,
      guile_excellency_cost: 4,
      join_battle_excellency: 0,
      motes_personal_total: 13,
      motes_peripheral_total: 33,
      motes_personal_available: 8, // 13 − 5
      motes_peripheral_available: 33,
    },
  },
  {
    name: 'a Night Solar martial artist',
    type: 'SolarCharacter',
    sheet: {
      caste: 'night',
      caste_abilities: ['brawl', 'dodge', 'awareness'],
      abil_martial_arts: [{ style: 'Snake Style', rating: 3 }],
    },
    weapons: [weapon({ name: 'Snake Fang', ability: 'martial arts (Snake Style)' })],
    // Brawl among the rated caste abilities + a style: Martial Arts is eligible.
    // Light weapon: withering 4 + 3 + 4 = 11, decisive 7, excellency 7; parry ⌈7/2⌉ = 4,
    // excellency ⌊7/2⌋ = 3; damage 3 + 7 = 10.
    expected: {
      join_battle_excellency: 6,
      disengage_excellency: 7,
      best_parry: 4,
      weapons: {
        'Snake Fang': {
          is_ranged: 0,
          accuracy: 4,
          withering_attack: 11,
          decisive_attack: 7,
          attack_excellency: 7,
          parry: 4,
          parry_excellency: 3,
          parry_excellency_cost: 6,
          withering_damage: 10,
          overwhelming: 1,
        },
      },
    },
  },
  {
    name: 'a Dusk Abyssal archer',
    type: 'AbyssalCharacter',
    sheet: { caste: 'dusk', caste_abilities: ['melee', 'archery'], abil_archery: 3 },
    weapons: [SWORD, weapon({ name: 'Short Bow', ability: 'archery', tags: ['archery (long)'] })],
    // Bow: Dex 4 + Archery 3 = 7 + archery bands −2/+4/+2/0/−2; reach long (3); no parry.
    expected: {
      best_parry: 5,
      best_parry_excellency: 4,
      motes_personal_total: 13,
      motes_peripheral_total: 33,
      weapons: {
        Sword: { attack_excellency: 8, parry_excellency: 4 },
        'Short Bow': {
          is_ranged: 1,
          accuracy: 4,
          withering_attack: 11,
          decisive_attack: 7,
          attack_excellency: 7,
          weapon_damage: 7,
          withering_damage: 10,
          ranged_close: 5,
          ranged_short: 11,
          ranged_medium: 9,
          ranged_long: 7,
          ranged_extreme: 5,
          ranged_max_range: 3,
          parry: 0,
          parry_excellency: 0,
        },
      },
    },
  },
  {
    name: 'a wounded Abyssal under onslaught',
    type: 'AbyssalCharacter',
    sheet: { damage_aggravated: 2, onslaught: 2 },
    weapons: [SWORD],
    // Wound −1; onslaught −2 on defences.
    expected: {
      evasion: 1, // 4 − 1 − 2
      evasion_penalty: 3,
      join_battle: 5,
      best_parry: 2,
      weapons: { Sword: { parry: 2, withering_attack: 9 } },
    },
  },
  {
    name: 'a Midnight Abyssal at Essence 4',
    type: 'AbyssalCharacter',
    sheet: { essence: 4, caste: 'midnight', caste_abilities: ['integrity', 'presence'] },
    // Integrity 2 is rated: Resolve ⌊(3 + 2)/2⌋ = 2. Motes 3×4+10 = 22, 7×4+26 = 54.
    expected: {
      resolve_excellency: 2,
      resolve_excellency_cost: 4,
      guile_excellency: 0,
      motes_personal_total: 22,
      motes_peripheral_total: 54,
    },
  },
  {
    name: 'an Earth-aspect Dragon-Blood at Dim anima',
    type: 'DragonbloodCharacter',
    sheet: { caste: 'earth' },
    charms: [charm('Ability', 'melee', ['excellency'])],
    weapons: [SWORD],
    // Essence 2: notes +3 soak (max(2, 3)), +1 hardness, +1 Evasion; Melee excellency b = 4.
    expected: {
      soak: 3,
      soak_conditional_bonus: 3,
      hardness: 0,
      hardness_conditional_bonus: 1,
      evasion: 4,
      evasion_conditional_bonus: 1,
      join_battle_excellency: 0,
      motes_personal_total: 13,
      motes_peripheral_total: 31,
      weapons: { Sword: { attack_excellency: 4, parry_excellency: 2, parry_excellency_cost: 4 } },
    },
  },
  {
    name: 'an Earth-aspect Dragon-Blood at Bonfire with a melee specialty',
    type: 'DragonbloodCharacter',
    sheet: {
      caste: 'earth',
      anima_level: 3,
      essence: 4,
      armor_weight: 'light',
      specialties: [{ ability: 'melee', context: 'Spears' }],
    },
    charms: [charm('Ability', 'melee', ['excellency'])],
    weapons: [SWORD],
    // Soak 3 + 3 + max(4, 3) = 10; hardness 0 + 1. Excellency 4 + 1 (specialty) = 5.
    // Parry: Dex 4 + Melee 4 = 8 is even and there is a specialty.
    expected: {
      soak: 10,
      soak_armored: 3,
      soak_conditional_bonus: 0,
      hardness: 1,
      evasion_conditional_bonus: 1,
      motes_personal_total: 15, // 4 + 11
      motes_peripheral_total: 39, // 16 + 23
      weapons: { Sword: { attack_excellency: 5, parry_excellency: 2, parry_specialty_matters: 1 } },
    },
  },
  {
    name: 'a Fire-aspect Dragon-Blood with a Dodge excellency',
    type: 'DragonbloodCharacter',
    sheet: { caste: 'fire', essence: 3 },
    charms: [charm('Ability', 'dodge', ['Excellency'])],
    // Notes +E 3 soak and +2 hardness vs heat. Dodge excellency b = 3; Evasion ⌊3/2⌋ = 1.
    expected: {
      soak_conditional_bonus: 3,
      hardness_conditional_bonus: 2,
      evasion_excellency: 1,
      evasion_excellency_cost: 2,
      disengage_excellency: 3,
      rise_from_prone_excellency: 3,
      take_cover_excellency: 3,
      rush_excellency: 0,
    },
  },
  {
    name: 'a Water-aspect Dragon-Blood brawler',
    type: 'DragonbloodCharacter',
    sheet: { caste: 'water' },
    charms: [charm('Ability', 'brawl', ['excellency'])],
    weapons: [weapon({ name: 'Fist', ability: 'brawl' })],
    // Fist: 4 + 1 + 4 = 9 withering, 5 decisive, excellency b = 1; parry ⌈5/2⌉ = 3, cap ⌊1/2⌋ = 0.
    expected: {
      disengage_conditional_bonus: 1,
      withdraw_conditional_bonus: 1,
      weapons: {
        Fist: {
          withering_attack: 9,
          decisive_attack: 5,
          attack_excellency: 1,
          parry: 3,
          parry_excellency: 0,
          withering_damage: 10,
        },
      },
    },
  },
  {
    name: 'a Full Moon Lunar',
    type: 'LunarCharacter',
    sheet: { caste: 'full moon', caste_attributes: ['strength', 'dexterity'] },
    weapons: [SWORD],
    // Caste Strength 3 and Dexterity 4 (≥ 3) have excellencies: cap a, stunt a + highest other.
    // Highest other than Strength: Dex 4; other than Dexterity: 3.
    expected: {
      feat_of_strength_excellency: 3,
      feat_of_strength_excellency_stunt: 7, // 3 + 4
      rush_excellency: 4,
      rush_excellency_stunt: 7, // 4 + 3
      evasion_excellency: 2, // ⌊4/2⌋
      evasion_excellency_cost: 4,
      evasion_excellency_stunt: 3, // ⌊7/2⌋
      guile_excellency: 0,
      resolve_conditional_bonus: 2, // ⌈max(3, 4, 3)/2⌉
      motes_personal_total: 16,
      motes_peripheral_total: 38,
      weapons: {
        Sword: {
          attack_excellency: 4,
          attack_excellency_stunt: 7,
          parry_excellency: 2,
          parry_excellency_stunt: 3,
        },
      },
    },
  },
  {
    name: 'a Changing Moon Lunar at Dim anima with Manipulation charms',
    type: 'LunarCharacter',
    sheet: { caste: 'changing moon' },
    charms: [charm('Attribute', 'manipulation'), charm('Attribute', 'manipulation')],
    // Guile 3 + 1 (Changing Moon, Dim). Two charms: Manipulation 3 → ⌊3/2⌋ = 1, stunt ⌊(3+4)/2⌋ = 3.
    expected: {
      guile: 4,
      guile_excellency: 1,
      guile_excellency_cost: 2,
      guile_excellency_stunt: 3,
      read_intentions_excellency: 0,
    },
  },
  {
    name: 'a No Moon Lunar with Wits 5 at Burning anima',
    type: 'LunarCharacter',
    sheet: { caste: 'no moon', anima_level: 2, attr_wits: 5 },
    // Wits 5: Join Battle 5 + 3 = 8, cap 5, stunt 5 + 4 = 9; Resolve ⌈7/2⌉ = 4, cap ⌊5/2⌋ = 2,
    // stunt ⌊9/2⌋ = 4.
    expected: {
      join_battle: 8,
      join_battle_excellency: 5,
      join_battle_excellency_stunt: 9,
      resolve: 4,
      resolve_excellency: 2,
      resolve_excellency_stunt: 4,
      guile: 3,
    },
  },
  {
    name: 'a casteless Lunar with favored Perception and one Perception charm',
    type: 'LunarCharacter',
    sheet: { caste: 'casteless', favored_attributes: ['perception'] },
    charms: [charm('Attribute', 'perception')],
    expected: {
      read_intentions_excellency: 3,
      read_intentions_excellency_stunt: 7, // 3 + 4
      join_battle_excellency: 0,
    },
  },
  {
    name: 'a Chosen of Battles at Essence 1',
    type: 'SiderealCharacter',
    sheet: {
      caste: 'battles',
      caste_abilities: ['archery', 'brawl', 'melee', 'presence', 'war', 'martial_arts'],
    },
    weapons: [SWORD],
    // Every cap is max(E, 3) = 3, never halved (static costs 6). Dodge is not a caste ability.
    expected: {
      evasion_excellency: 0,
      best_parry_excellency: 3,
      motes_personal_total: 11,
      motes_peripheral_total: 31,
      weapons: {
        Sword: {
          attack_excellency: 3,
          attack_excellency_stunt: 0,
          parry_excellency: 3,
          parry_excellency_cost: 6,
        },
      },
    },
  },
  {
    name: 'a Chosen of Endings martial artist at Essence 4',
    type: 'SiderealCharacter',
    sheet: {
      essence: 4,
      caste: 'endings',
      caste_abilities: [
        'athletics',
        'awareness',
        'bureaucracy',
        'integrity',
        'medicine',
        'martial_arts',
      ],
      abil_martial_arts: [{ style: 'Crane Style', rating: 2 }],
    },
    weapons: [
      weapon({ name: 'Crane Staff', weight: 'medium', ability: 'martial arts (Crane Style)' }),
    ],
    // Caps max(4, 3) = 4. Staff: 4 + 2 + 2 = 8 withering, 6 decisive; parry ⌈6/2⌉ + 1 = 4.
    // Motes 2×4+9 = 17, 6×4+25 = 49.
    expected: {
      join_battle_excellency: 4,
      rush_excellency: 4,
      resolve_excellency: 4,
      resolve_excellency_cost: 8,
      motes_personal_total: 17,
      motes_peripheral_total: 49,
      weapons: {
        'Crane Staff': {
          withering_attack: 8,
          decisive_attack: 6,
          attack_excellency: 4,
          parry: 4,
          parry_excellency: 4,
          parry_excellency_cost: 8,
        },
      },
    },
  },
  {
    name: 'a Sidereal with a Socialize charm',
    type: 'SiderealCharacter',
    sheet: { essence: 2 },
    charms: [charm('Ability', 'socialize')],
    expected: {
      guile_excellency: 3, // max(2, 3)
      guile_excellency_cost: 6,
      read_intentions_excellency: 3,
      join_battle_excellency: 0,
    },
  },
  {
    name: 'an ability-based Exalt with "ability+essence" on every roll',
    type: 'CustomAbilityCharacter',
    sheet: {
      essence: 2,
      excellency: 'ability+essence',
      excellencies_for: ['*'],
      motes_personal_total: 10,
      motes_peripheral_total: 10,
      motes_committed: [{ pool: 'peripheral', motes: 4 }],
    },
    expected: {
      join_battle_excellency: 5, // 3 + 2
      join_battle_excellency_stunt: 0,
      feat_of_strength_excellency: 4, // 2 + 2
      shape_sorcery_excellency: 3, // 1 + 2
      evasion_excellency: 2, // ⌊5/2⌋
      evasion_excellency_cost: 4,
      motes_personal_total: 10,
      motes_peripheral_total: 10,
      motes_personal_available: 10,
      motes_peripheral_available: 6,
    },
  },
  {
    name: 'a home-made Dragon-Kin of the Earth aspect',
    type: 'CustomAbilityCharacter',
    sheet: {
      exalt_type: 'Dragon-Kin',
      caste: 'earth',
      essence: 2,
      excellency: 'dragonblood',
      excellencies_for: ['dodge'],
    },
    // exalt_type starts with "dragon": Earth notes apply. Dodge b = 3: Evasion ⌊3/2⌋ = 1.
    expected: {
      evasion_conditional_bonus: 1,
      soak_conditional_bonus: 3,
      hardness_conditional_bonus: 1,
      evasion_excellency: 1,
      evasion_excellency_cost: 2,
      disengage_excellency: 3,
      join_battle_excellency: 0,
    },
  },
  {
    name: 'an ability-based Exalt capped at 10 dice',
    type: 'CustomAbilityCharacter',
    sheet: {
      attr_dexterity: 6,
      abil_melee: 5,
      excellency: 'solar+max10',
      excellencies_for: ['solar'],
      caste_abilities: ['melee'],
    },
    weapons: [SWORD],
    // 6 + 5 = 11 → 10; parry ⌊10/2⌋ = 5. Sword: 6 + 5 + 2 = 13; parry ⌈11/2⌉ + 1 = 7.
    expected: {
      evasion: 5, // ⌈(6 + 3)/2⌉
      evasion_excellency: 0,
      weapons: {
        Sword: {
          withering_attack: 13,
          attack_excellency: 10,
          parry: 7,
          parry_excellency: 5,
          parry_excellency_cost: 10,
        },
      },
    },
  },
  {
    name: 'an attribute-based Exalt with a lit anima',
    type: 'CustomAttributeCharacter',
    sheet: {
      essence: 3,
      anima_level: 1,
      excellency: 'attribute+essenceonanima',
      excellency_stunt: 'attribute+otherattribute',
      excellencies_for: ['dexterity'],
    },
    // Dexterity rolls: 4 + 3 = 7; stunt 4 + 3 (highest other) = 7; Evasion ⌊7/2⌋ = 3.
    expected: {
      rush_excellency: 7,
      rush_excellency_stunt: 7,
      evasion_excellency: 3,
      evasion_excellency_cost: 6,
      evasion_excellency_stunt: 3,
      join_battle_excellency: 0,
    },
  },
  {
    name: 'the same attribute-based Exalt at Dim anima',
    type: 'CustomAttributeCharacter',
    sheet: {
      essence: 3,
      anima_level: 0,
      excellency: 'attribute+essenceonanima',
      excellencies_for: ['dexterity'],
    },
    expected: { rush_excellency: 4, evasion_excellency: 2, evasion_excellency_cost: 4 },
  },
  {
    name: 'an attribute-based Exalt using the Lunar rule',
    type: 'CustomAttributeCharacter',
    sheet: { excellency: 'attribute', excellencies_for: ['lunar'], caste_attributes: ['wits'] },
    // Caste Wits 3 qualifies; Dexterity 4 (< 5, no charms) does not.
    expected: {
      join_battle_excellency: 3,
      resolve_excellency: 1,
      resolve_excellency_cost: 2,
      rush_excellency: 0,
    },
  },
  {
    name: 'an essence-based spirit rounding up',
    type: 'CustomEssenceCharacter',
    sheet: { essence: 3, excellency: 'essence+roundup', excellencies_for: ['*'] },
    weapons: [SWORD],
    expected: {
      join_battle_excellency: 3,
      evasion_excellency: 2, // ⌈3/2⌉
      evasion_excellency_cost: 4,
      weapons: { Sword: { attack_excellency: 3, parry_excellency: 2 } },
    },
  },
  {
    name: 'an essence-based spirit with the Sidereal formula',
    type: 'CustomEssenceCharacter',
    sheet: { essence: 2, excellency: 'sidereal', excellencies_for: ['*'] },
    expected: { join_battle_excellency: 3, evasion_excellency: 3, evasion_excellency_cost: 6 },
  },
  {
    name: 'an essence-based spirit with no formula',
    type: 'CustomEssenceCharacter',
    sheet: { excellencies_for: ['*'] },
    expected: { join_battle_excellency: 0, evasion_excellency: 0, guile_excellency_stunt: 0 },
  },
]

describe('whole character sheets', () => {
  it.each(CHARACTER_CASES)('$name', (c) => {
    const sheet = exalt(c.type, { ...VETERAN, ...c.sheet })
    const stats = characterStats(
      input(sheet, {
        weapons: c.weapons ?? [],
        merits: c.merits ?? [],
        charms: c.charms ?? [],
        spells: c.spells ?? [],
        poisons: c.poisons ?? [],
      }),
    )
    expect(stats).toMatchObject(c.expected)
  })

  it('covers all nine character types', () => {
    expect(new Set(CHARACTER_CASES.map((c) => c.type)).size).toBe(9)
  })
})

/**
 * The QC veteran: Evasion 4, Parry 5, Guile 2, Resolve 3, Senses 6, Join Battle 7, and a
 * Sword attack of 9 dice, 12 damage, minimum 3.
 */
const QC_VETERAN = { evasion: 4, parry: 5, guile: 2, resolve: 3, senses: 6, join_battle: 7 }
const SWORD_ATTACK = attack('Sword', 9, 12, 3)

const QC_CASES: {
  name: string
  changes: Record<string, unknown>
  merits?: { name: string }[]
  poisons?: PoisonInput[]
  expected: Partial<Omit<QcStats, 'attacks'>> & { attacks?: Record<string, Partial<QcAttackStats>> }
}[] = [
  {
    name: 'an unhurt QC with the Solar excellency',
    changes: { excellency: 'solar' },
    // Ratings by tier (4–5: 3; 2–3: 1); pools (3–6: 5; 7–10: 7).
    expected: {
      wound_penalty: 0,
      health_levels_total: 7,
      evasion: 4,
      evasion_excellency: 3,
      evasion_excellency_cost: 6,
      parry: 5,
      parry_excellency: 3,
      guile: 2,
      guile_excellency: 1,
      guile_excellency_cost: 2,
      resolve_excellency: 1,
      senses: 6,
      senses_excellency: 5,
      senses_excellency_cost: 5,
      join_battle_excellency: 7,
      attacks: {
        Sword: {
          pool: 9,
          pool_excellency: 7,
          pool_excellency_stunt: 0,
          damage: 12,
          overwhelming: 3,
        },
      },
    },
  },
  {
    name: 'a wounded Dragon-Blooded QC under onslaught',
    changes: { excellency: 'dragonblood', damage_lethal: 2, onslaught: 1 },
    // Wound −1; onslaught −1 on Evasion and Parry.
    expected: {
      wound_penalty: 1,
      evasion: 2, // 4 − 1 − 1
      evasion_excellency: 2,
      parry: 3,
      guile: 1,
      guile_excellency: 1,
      senses: 5,
      senses_excellency: 2,
      join_battle: 6,
      join_battle_excellency: 4,
      attacks: { Sword: { pool: 8, pool_excellency: 4, damage: 12, overwhelming: 3 } },
    },
  },
  {
    name: 'a Lunar QC with Pain Tolerance at 6 damage',
    changes: { excellency: 'lunar', damage_lethal: 6 },
    merits: [{ name: 'Pain Tolerance' }],
    // Past the −2 levels: 4 − 1 = 3.
    expected: {
      wound_penalty: 3,
      evasion: 1,
      evasion_excellency: 2,
      evasion_excellency_stunt: 4,
      evasion_excellency_cost: 4,
      senses: 3,
      senses_excellency: 2,
      senses_excellency_stunt: 4,
      join_battle: 4,
      join_battle_excellency_stunt: 7,
      attacks: {
        Sword: {
          pool: 6,
          pool_excellency: 4,
          pool_excellency_stunt: 7,
          damage: 12,
          overwhelming: 3,
        },
      },
    },
  },
  {
    name: 'a poisoned Sidereal QC at Essence 3',
    changes: { excellency: 'sidereal', essence: 3 },
    poisons: [{ name: 'Viper', penalty: 1 }],
    expected: {
      evasion: 3,
      evasion_excellency: 3,
      evasion_excellency_cost: 6,
      senses: 5,
      senses_excellency: 3,
      attacks: {
        Sword: {
          pool: 8,
          pool_excellency: 3,
          pool_excellency_stunt: 0,
          damage: 12,
          overwhelming: 3,
        },
      },
    },
  },
  {
    name: 'a liminal QC at Bonfire, Essence 4',
    changes: { excellency: 'liminal', essence: 4, anima_level: 3 },
    // Pools + 4, ratings + ⌊4/2⌋ = 2.
    expected: {
      senses_excellency: 6, // 2 + 4
      join_battle_excellency: 8, // 4 + 4
      evasion_excellency: 4, // 2 + 2
      evasion_excellency_cost: 8,
      guile_excellency: 3, // 1 + 2
    },
  },
  {
    name: 'a tiny QC without excellencies',
    changes: { feats_of_strength: 5, strength: 3, health_level_1s: 4 },
    merits: [{ name: 'Tiny Creature' }],
    expected: {
      health_levels_total: 9, // 1 + 4 + 2 + 1 + 1
      evasion: 4,
      evasion_conditional_bonus: 2,
      evasion_excellency: 0,
      feats_of_strength: 5,
      feats_of_strength_excellency: 0,
    },
  },
]

describe('whole QCs', () => {
  it.each(QC_CASES)('$name', (c) => {
    const sheet = qc({ ...QC_VETERAN, ...c.changes })
    const stats = qcStats(
      qcInput(sheet, {
        qc_merits: c.merits ?? [],
        qc_attacks: [SWORD_ATTACK],
        poisons: c.poisons ?? [],
      }),
    )
    expect(stats).toMatchObject(c.expected)
  })
})

const BATTLEGROUP_CASES: {
  name: string
  changes: Partial<BattlegroupSheet>
  attack: QcAttackInput
  poisons?: PoisonInput[]
  expected: BattlegroupStats
}[] = [
  {
    name: 'an elite, mighty, large battlegroup with perfect morale',
    changes: {
      drill: 2,
      might: 3,
      size: 4,
      perfect_morale: true,
      evasion: 2,
      parry: 3,
      soak: 3,
      join_battle: 4,
    },
    attack: attack('Spears', 6, 10, 2),
    // Defence 2 + 1 + 1 = 4; magnitude 7 + 4 + 3 = 14; attack 6 + 4 + 3, damage 10 + 4 + 3.
    expected: {
      join_battle: 4,
      defense_bonus: 4,
      evasion: 6,
      parry: 7,
      soak: 7,
      hardness: 0,
      magnitude_total: 14,
      attacks: { Spears: { pool: 13, damage: 17, overwhelming: 2 } },
    },
  },
  {
    name: 'a poorly drilled mob of size 0',
    changes: { drill: 0, might: 0, size: 0 },
    attack: attack('Clubs', 3, 5, 1),
    expected: {
      join_battle: 1,
      defense_bonus: 0,
      evasion: 1,
      parry: 1,
      soak: 1,
      hardness: 0,
      magnitude_total: 7,
      attacks: { Clubs: { pool: 3, damage: 5, overwhelming: 1 } },
    },
  },
  {
    name: 'an average battlegroup under onslaught and poison',
    changes: { drill: 1, might: 1, size: 2, parry: 3, join_battle: 5, onslaught: 2 },
    attack: attack('Bows', 5, 8, 1),
    poisons: [{ name: 'Plague', penalty: 1 }],
    // Defence 1 + 1 = 2; evasion 1 + 2 − 3 → 0; parry 3 + 2 − 3 = 2; join battle 5 − 3 = 2;
    // soak 1 + 2; attack 5 + 2 + 1 − 1 = 7, damage 8 + 2 + 1 = 11.
    expected: {
      join_battle: 2,
      defense_bonus: 2,
      evasion: 0,
      parry: 2,
      soak: 3,
      hardness: 0,
      magnitude_total: 9,
      attacks: { Bows: { pool: 7, damage: 11, overwhelming: 1 } },
    },
  },
]

describe('whole battlegroups', () => {
  it.each(BATTLEGROUP_CASES)('$name', (c) => {
    const stats = battlegroupStats({
      battlegroup: battlegroup(c.changes),
      qc_attacks: [c.attack],
      poisons: c.poisons,
    })
    expect(stats).toEqual(c.expected)
  })

  it('a large battlegroup of sturdy members', () => {
    const stats = battlegroupStats({
      battlegroup: battlegroup({ might: 2, size: 5, health_levels: 10 }),
      qc_attacks: [],
    })
    // Defence 1 + 1 = 2; magnitude 10 + 5; soak 1 + 5.
    expect(stats).toMatchObject({
      defense_bonus: 2,
      magnitude_total: 15,
      soak: 6,
      evasion: 3,
      attacks: {},
    })
  })

  it('a battlegroup with two attacks of the same name', () => {
    const stats = battlegroupStats({
      battlegroup: battlegroup(),
      qc_attacks: [attack('Bite', 2, 3, 1), attack('Bite', 4, 6, 2)],
    })
    expect(stats.attacks).toEqual({
      Bite: { pool: 3, damage: 4, overwhelming: 1 },
      'Bite (2)': { pool: 5, damage: 7, overwhelming: 2 },
    })
  })
})
