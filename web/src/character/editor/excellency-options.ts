import {
  ABILITIES,
  ATTRIBUTES,
  CHARACTER_TYPE_TABLE,
  type CharacterFields,
  isExcellencyRule,
} from '@loom/core'
import type { Choice } from '../../sheet/inputs/fields.tsx'
import { traitLabel } from '../trait-labels.ts'

/** The excellency formula tokens, in groups, with what each means to a player. */
export const EXCELLENCY_CAP_CHOICES: readonly Choice[] = [
  { value: 'solar', label: 'Solar (Attribute + Ability)' },
  { value: 'dragonblood', label: 'Dragon-Blooded (Ability + Specialty)' },
  { value: 'sidereal', label: 'Sidereal (Higher of Essence or 3, will not halve static values)' },
  { value: 'attribute', label: 'Attribute' },
  { value: 'ability', label: 'Ability' },
  { value: 'specialty', label: 'Specialty' },
  { value: 'essence', label: 'Essence' },
  { value: 'attributeonanima', label: 'Attribute (while anima is glowing+)' },
  { value: 'abilityonanima', label: 'Ability (while anima is glowing+)' },
  { value: 'essenceonanima', label: 'Essence (while anima is glowing+)' },
  { value: 'otherability', label: 'Another Ability (will select highest available)' },
  { value: 'otherattribute', label: 'Another Attribute (will select highest available)' },
  { value: 'anima', label: 'Anima (0-3)' },
  { value: 'subtleanima', label: '3 - Anima value' },
  { value: 'essenceor3', label: 'Essence or 3 (whichever is higher)' },
  { value: 'initiative', label: 'Initiative' },
  { value: 'limit', label: 'Limit' },
  ...['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n })),
  { value: 'max10', label: 'Cap at 10' },
  { value: 'roundup', label: 'Round cap up for static ratings' },
  { value: 'nohalf', label: "Don't halve cap for static ratings" },
]

export const EXCELLENCY_FOR_CHOICES: readonly Choice[] = [
  { value: '*', label: 'All Attribute + Ability rolls' },
  {
    value: 'solar',
    label: 'As Solars, Abyssals, or Sidereals (caste, favored, and Charm abilities)',
  },
  { value: 'dragonblood', label: 'As Dragon-Blooded (abilities with an Excellency Charm)' },
  { value: 'lunar', label: 'As Lunars (caste and favored attributes, or enough Charms)' },
  ...ABILITIES.map((ability) => ({ value: ability, label: traitLabel(ability) })),
  ...ATTRIBUTES.map((attribute) => ({ value: attribute, label: traitLabel(attribute) })),
]

type ExcellencyFields = Pick<
  CharacterFields,
  'excellency' | 'excellency_stunt' | 'excellencies_for'
>

interface CanonExcellency {
  label: string
  fields: ExcellencyFields
}

/**
 * Each canon type's excellency as a custom Exalt's formulas, types sharing one under one
 * button ("Solar/Abyssal").
 */
function typeExcellencies(): CanonExcellency[] {
  const byFormula = new Map<string, CanonExcellency>()
  for (const { excellency, excellencyRule, splat } of Object.values(CHARACTER_TYPE_TABLE)) {
    // A rule excellencies_for cannot name (the Alchemicals' loadout rule) is not offered.
    if (excellency === null || excellency === 'custom' || excellencyRule === null) continue
    if (!isExcellencyRule(excellencyRule)) continue
    const key = `${excellency.normal}|${excellency.stunt}|${excellencyRule}`
    const shared = byFormula.get(key)
    if (shared !== undefined) shared.label += `/${splat}`
    else {
      byFormula.set(key, {
        label: splat,
        fields: {
          excellency: excellency.normal,
          excellency_stunt: excellency.stunt,
          excellencies_for: [excellencyRule],
        },
      })
    }
  }
  return [...byFormula.values()]
}

/** The canon excellencies a custom Exalt can copy: the types', and the Liminals' (no type). */
export const CANON_EXCELLENCIES: readonly CanonExcellency[] = [
  ...typeExcellencies(),
  {
    label: 'Liminal',
    fields: {
      excellency: 'attribute+essenceonanima',
      excellency_stunt: '',
      excellencies_for: ['*'],
    },
  },
]

export const tokensOf = (formula: string): string[] =>
  formula
    .split('+')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '')
