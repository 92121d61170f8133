// A typical starting Solar as a player builds one from the core book: full traits,
// specialties, ten merits, three weapons, armour, intimacies, fifteen charms and a spell.
// Journeys that need a realistic sheet (printing, export and import) create it through the API.
import type { Page } from 'playwright-core'
import { api } from '../src/harness.ts'
import { type CharacterRow, createCharacter } from './character-support.ts'

const CHARMS = [
  [
    'Ability',
    'melee',
    'Excellent Strike',
    '3m',
    'supplemental',
    'Reroll the failures of an attack.',
  ],
  [
    'Ability',
    'melee',
    'Fire and Stones Strike',
    '1m per 1 damage',
    'supplemental',
    'Add damage to a withering or decisive attack.',
  ],
  [
    'Ability',
    'melee',
    'One Weapon, Two Blows',
    '1m',
    'reflexive',
    'A second attack after an incapacitating one.',
  ],
  ['Ability', 'melee', 'Call the Blade', '1m', 'reflexive', 'The drawn weapon leaps to hand.'],
  [
    'Ability',
    'melee',
    'Dipping Swallow Defense',
    '2m',
    'reflexive',
    'A parry that also restores Initiative.',
  ],
  [
    'Ability',
    'dodge',
    'Reed in the Wind',
    '1m per 1 evasion',
    'reflexive',
    'Raise Evasion against one attack.',
  ],
  [
    'Ability',
    'dodge',
    'Shadow Over Water',
    '2m, 1wp',
    'reflexive',
    'Evade even an unblockable attack.',
  ],
  ['Ability', 'athletics', 'Monkey Leap Technique', '2m', 'reflexive', 'Leap a full range band.'],
  [
    'Ability',
    'athletics',
    'Graceful Crane Stance',
    '3m',
    'reflexive',
    'Perfect balance on any surface.',
  ],
  [
    'Ability',
    'resistance',
    'Durability of Oak Meditation',
    '1m per 1 soak',
    'reflexive',
    'Add soak against one attack.',
  ],
  [
    'Ability',
    'resistance',
    'Ox-Body Technique',
    '—',
    'permanent',
    'Two more −1 health levels and one −2.',
  ],
  [
    'Ability',
    'presence',
    'Tiger Warrior Training Technique',
    '10m',
    'simple',
    'Train a battlegroup into elites.',
  ],
  [
    'Ability',
    'war',
    'Rout-Stemming Gesture',
    '3m',
    'reflexive',
    'A battlegroup ignores a rout check.',
  ],
  [
    'Ability',
    'awareness',
    'Sensory Acuity Prana',
    '5m',
    'simple',
    'Add dice to sense-based rolls for a scene.',
  ],
  [
    'Ability',
    'occult',
    'Terrestrial Circle Sorcery',
    '—',
    'permanent',
    'Initiated into the first circle.',
  ],
] as const

const MERITS = [
  ['Artifact', 'Daiklave', 3, 'story'],
  ['Resources', '', 3, 'story'],
  ['Allies', 'Circle sorcerer', 2, 'story'],
  ['Contacts', 'Nexus dockworkers', 1, 'story'],
  ['Language', 'Old Realm, Seatongue', 2, 'purchased'],
  ['Martial Artist', '', 4, 'purchased'],
  ['Fast Reflexes', '', 3, 'purchased'],
  ['Pain Tolerance', '', 3, 'innate'],
  ['Hearthstone', 'Gem of Dancing Flame', 2, 'story'],
  ['Manse', 'Shrine of the Burning Reed', 2, 'story'],
] as const

/** Creates the sample and answers its row; the sheet is then ready to open. */
export async function createSolarSample(
  page: Page,
  name = 'Harmonious Jade',
): Promise<CharacterRow> {
  const solar = await createCharacter(page, {
    name,
    type: 'SolarCharacter',
    caste: 'dawn',
    description:
      'A former Lookshyan conscript who Exalted on the walls of Thorns and now leads a band of sellswords.',
    attr_strength: 4,
    attr_dexterity: 5,
    attr_stamina: 3,
    attr_charisma: 3,
    attr_manipulation: 2,
    attr_appearance: 2,
    attr_perception: 3,
    attr_intelligence: 2,
    attr_wits: 3,
    abil_melee: 5,
    abil_dodge: 4,
    abil_athletics: 3,
    abil_resistance: 3,
    abil_awareness: 3,
    abil_presence: 3,
    abil_war: 3,
    abil_integrity: 2,
    abil_occult: 2,
    abil_ride: 1,
    abil_survival: 1,
    abil_lore: 1,
    abil_craft: [{ craft: 'Weapon Forging', rating: 2 }],
    abil_martial_arts: [{ style: 'Snake Style', rating: 2 }],
    specialties: [
      { ability: 'melee', context: 'Daiklaves' },
      { ability: 'dodge', context: 'In the press of battle' },
      { ability: 'war', context: 'Skirmish tactics' },
      { ability: 'presence', context: 'Rallying troops' },
    ],
    caste_abilities: ['melee', 'dodge', 'war', 'resistance', 'awareness'],
    supernal_ability: 'melee',
    favored_abilities: ['athletics', 'presence', 'occult', 'integrity', 'ride'],
    armor_name: 'Chain shirt',
    armor_weight: 'light',
    willpower_permanent: 6,
    willpower_temporary: 6,
    limit: 2,
    limit_trigger: 'Seeing the weak abandoned by those sworn to protect them.',
    is_sorcerer: true,
    ties: [
      { subject: 'The Band of the Broken Spear (loyalty)', rating: 2 },
      { subject: 'Captain Vell, her old commander (resentment)', rating: 1 },
      { subject: 'Her sister Ila (love)', rating: 3 },
    ],
    principles: [
      { subject: 'No one gets left behind', rating: 3 },
      { subject: 'Coin is for spending', rating: 1 },
    ],
    resources: [{ resource: 'Silver talents', value: 3 }],
    damage_bashing: 1,
    damage_lethal: 1,
  })
  const id = solar.id
  for (const [merit_name, label, rating, merit_cat] of MERITS) {
    await api(page, 'POST', `/characters/${id}/merits`, {
      merit: { merit_name, label, rating, merit_cat },
    })
  }
  for (const weapon of [
    {
      name: 'Grand Daiklave',
      weight: 'heavy',
      is_artifact: true,
      tags: ['lethal', 'melee', 'reaching'],
    },
    {
      name: 'Short Daiklave',
      weight: 'light',
      is_artifact: true,
      tags: ['lethal', 'melee', 'balanced'],
    },
    { name: 'Short Bow', weight: 'medium', ability: 'archery', tags: ['archery (long)', 'lethal'] },
  ]) {
    await api(page, 'POST', `/characters/${id}/weapons`, { weapon })
  }
  for (const [charm_type, ability, charmName, cost, timing, summary] of CHARMS) {
    await api(page, 'POST', `/characters/${id}/charms`, {
      charm: { charm_type, ability, name: charmName, cost, timing, summary, body: summary },
    })
  }
  await api(page, 'POST', `/characters/${id}/spells`, {
    spell: {
      name: 'Death of Obsidian Butterflies',
      cost: '15sm, 1wp',
      keywords: ['perilous'],
      body: 'A swarm of obsidian butterflies cuts through everything in a line.',
    },
  })
  return solar
}
