import type { CharacterTypeRecord } from '../character-types/character-type.ts'
import type { BonusStat } from '../vocabulary/stat-keys.ts'
import { BONFIRE } from './anima.ts'
import { casteOf, dragonBloodedAspect, isNadirInfernal } from './caste-powers.ts'
import type { MeritRatings, RecognisedMerit } from './merits.ts'
import { halfUp } from './rounding.ts'
import type { CharacterSheet, SpellInput } from './sheet-input.ts'
import type { ConditionalBonus, Figure } from './stat-detail.ts'

/** What the bonus rules read about a character. */
interface BonusContext {
  readonly sheet: CharacterSheet
  readonly type: CharacterTypeRecord
  readonly merits: MeritRatings
  readonly spells: readonly SpellInput[]
}

type Bonus = { readonly added: Figure } | { readonly conditional: ConditionalBonus }

interface BonusRule {
  readonly stats: readonly BonusStat[]
  readonly bonus: (context: BonusContext) => Bonus | null
}

const MERIT_LABELS: Readonly<Record<RecognisedMerit, string>> = {
  'pain tolerance': 'Pain Tolerance',
  'fast reflexes': 'Fast Reflexes',
  'fleet of foot': 'Fleet of Foot',
  'danger sense': 'Danger Sense',
  'mighty thew': 'Mighty Thew',
  'unusual hide': 'Unusual Hide',
  'inhuman visage': 'Inhuman Visage',
  'well-bred': 'Well-Bred',
  'thin-blooded': 'Thin-Blooded',
  hideous: 'Hideous',
  'vital focus cultivation': 'Vital Focus Cultivation',
}

function meritAdds(merit: RecognisedMerit, value: (rating: number) => number) {
  return ({ merits }: BonusContext): Bonus | null => {
    const rating = merits.get(merit)
    return rating === undefined
      ? null
      : { added: { label: MERIT_LABELS[merit], value: value(rating) } }
  }
}

function meritNote(merit: RecognisedMerit, value: number, note: string) {
  return ({ merits }: BonusContext): Bonus | null =>
    merits.has(merit) ? { conditional: { label: MERIT_LABELS[merit], value, note } } : null
}

const isBonfire = ({ sheet }: BonusContext) => sheet.anima_level === BONFIRE
const aspect = ({ sheet, type }: BonusContext) => dragonBloodedAspect(sheet, type)
const caste = ({ sheet, type }: BonusContext) => casteOf(sheet, type)

/** An anima power that is a constant bonus at Bonfire and a paid-for note below it. */
function bonfireOrNote(label: string, value: number, note: string, bonfire: boolean): Bonus {
  return bonfire ? { added: { label, value } } : { conditional: { label, value, note } }
}

/** Notes that read "/5m vs …" below Bonfire (the power costs motes) and "vs …" at Bonfire. */
function animaNote(context: BonusContext, circumstance: string): string {
  return isBonfire(context) ? circumstance : `/5m ${circumstance}`
}

/** A rider's mount carries it: its speed bonus on rush and disengage (docs/rules.md, mounts). */
function mountSpeed({ sheet }: BonusContext): Bonus | null {
  const value = sheet.mounted === true ? (sheet.mount_speed_bonus ?? 0) : 0
  return value > 0 ? { added: { label: 'Mount speed', value } } : null
}

/** Every automatic bonus and situational note of a character, keyed by what it changes. */
const BONUS_RULES: readonly BonusRule[] = [
  { stats: ['join_battle'], bonus: meritAdds('fast reflexes', () => 1) },
  { stats: ['rush', 'disengage', 'withdraw'], bonus: meritAdds('fleet of foot', () => 1) },
  { stats: ['rush', 'disengage'], bonus: mountSpeed },
  { stats: ['feat_of_strength'], bonus: meritAdds('mighty thew', (rating) => rating) },
  { stats: ['soak'], bonus: meritAdds('unusual hide', (rating) => rating) },
  { stats: ['guile'], bonus: meritAdds('inhuman visage', () => 1) },
  { stats: ['read_intentions'], bonus: meritNote('danger sense', 1, 'situational') },
  { stats: ['resolve'], bonus: meritNote('well-bred', 1, 'situational') },
  { stats: ['resolve'], bonus: meritNote('thin-blooded', -1, 'situational') },
  { stats: ['appearance'], bonus: meritNote('hideous', 0, 'hideous') },
  {
    stats: ['soak'],
    bonus: ({ sheet, spells }) =>
      spells.some((s) => s.control && s.name.trim().toLowerCase() === 'invulnerable skin of bronze')
        ? { added: { label: 'Invulnerable Skin of Bronze', value: sheet.essence } }
        : null,
  },
  {
    stats: ['evasion'],
    bonus: (context) =>
      isNadirInfernal(context.sheet, context.type)
        ? bonfireOrNote('Nadir anima', 1, '/5m (anima)', isBonfire(context))
        : null,
  },
  {
    stats: ['disengage', 'withdraw'],
    bonus: (context) =>
      caste(context) === 'water'
        ? { conditional: { label: 'Water', value: 1, note: 'sux/3m anima' } }
        : null,
  },
  {
    stats: ['guile'],
    bonus: (context) =>
      caste(context) === 'changing moon' && context.sheet.anima_level === 0
        ? { added: { label: 'Changing Moon anima', value: 1 } }
        : null,
  },
  {
    stats: ['resolve'],
    bonus: (context) => {
      if (caste(context) !== 'full moon') return null
      const { attr_strength, attr_dexterity, attr_stamina } = context.sheet
      const value = halfUp(Math.max(attr_strength, attr_dexterity, attr_stamina))
      return { conditional: { label: 'Full Moon anima', value, note: 'vs threaten/fear (anima)' } }
    },
  },
  {
    stats: ['evasion', 'parry'],
    bonus: (context) =>
      aspect(context) === 'earth'
        ? {
            conditional: {
              label: 'Earth aspect',
              value: 1,
              note: animaNote(context, 'vs smash/grapple (anima)'),
            },
          }
        : null,
  },
  {
    stats: ['soak'],
    bonus: (context) =>
      aspect(context) === 'earth'
        ? bonfireOrNote(
            'Earth aspect anima',
            Math.max(context.sheet.essence, 3),
            '/3m anima',
            isBonfire(context),
          )
        : null,
  },
  {
    stats: ['hardness'],
    bonus: (context) =>
      aspect(context) === 'earth'
        ? bonfireOrNote('Earth aspect anima', 1, '/3m anima', isBonfire(context))
        : null,
  },
  {
    stats: ['soak'],
    bonus: (context) =>
      aspect(context) === 'fire'
        ? {
            conditional: {
              label: 'Fire aspect',
              value: context.sheet.essence,
              note: animaNote(context, 'vs heat'),
            },
          }
        : null,
  },
  {
    stats: ['hardness'],
    bonus: (context) =>
      aspect(context) === 'fire'
        ? { conditional: { label: 'Fire aspect', value: 2, note: animaNote(context, 'vs heat') } }
        : null,
  },
]

interface StatBonuses {
  readonly added: readonly Figure[]
  readonly conditional: readonly ConditionalBonus[]
}

export type CharacterBonuses = (stat: BonusStat) => StatBonuses

const NO_BONUSES: StatBonuses = { added: [], conditional: [] }

/** Works out every bonus rule once for a character, then answers per figure. */
export function characterBonuses(context: BonusContext): CharacterBonuses {
  const byStat = new Map<BonusStat, { added: Figure[]; conditional: ConditionalBonus[] }>()
  for (const rule of BONUS_RULES) {
    const bonus = rule.bonus(context)
    if (bonus === null) continue
    for (const stat of rule.stats) {
      let entry = byStat.get(stat)
      if (entry === undefined) {
        entry = { added: [], conditional: [] }
        byStat.set(stat, entry)
      }
      if ('added' in bonus) entry.added.push(bonus.added)
      else entry.conditional.push(bonus.conditional)
    }
  }
  return (stat) => byStat.get(stat) ?? NO_BONUSES
}
