import type { CharacterFields } from '../schemas/character.ts'
import { isExcellencyRule, type TypeExcellencyRule } from '../vocabulary/excellency-rules.ts'
import {
  type CasteScheme,
  type CharacterTypeFacts,
  EXALT_CREATION,
  type TraitList,
} from './character-type.ts'

/** What a published Exalt type states; canonExalt works out the rest. */
export interface CanonFacts
  extends Omit<
    CharacterTypeFacts,
    | 'group'
    | 'description'
    | 'isExalt'
    | 'excellency'
    | 'excellencyRule'
    | 'castes'
    | 'forced'
    | 'creation'
    | 'loadouts'
    | 'traitLists'
  > {
  readonly excellency: { readonly normal: string; readonly stunt: string }
  readonly excellencyRule: TypeExcellencyRule
  readonly castes: CasteScheme
  readonly traitLists: readonly TraitList[]
  /** Creation defaults beyond every Exalt's. */
  readonly creation?: Partial<CharacterFields>
  /** Published types have no loadouts, except the Alchemicals, whose charms are installed. */
  readonly loadouts?: CharacterTypeFacts['loadouts']
}

/**
 * A published Exalt type. Its sheet always carries its own label, its aspect flag, and its
 * excellency (the rule's name as the stored cap, the stunt formula as it is), so that a custom
 * character copying it and the rules engine read the same thing. A rule that `excellencies_for`
 * cannot name (the Alchemical one) leaves the stored excellency blank.
 */
export function canonExalt(facts: CanonFacts): CharacterTypeFacts {
  const { excellency, excellencyRule, castes, exaltType, creation } = facts
  const nameable = isExcellencyRule(excellencyRule)
  return {
    ...facts,
    group: 'canon',
    description: null,
    isExalt: true,
    forced: {
      exalt_type: exaltType,
      aspect: castes.noun === 'Aspect',
      excellency: nameable ? excellencyRule : '',
      excellency_stunt: excellency.stunt,
      excellencies_for: nameable ? [excellencyRule] : [],
    },
    creation: { ...EXALT_CREATION, ...creation },
    loadouts: facts.loadouts ?? 'none',
  }
}

/**
 * Dragon-Blooded aspects and Sidereal castes: the caste grants its five abilities, plus the
 * always-added ones, so that many are caste abilities; five may be Favored.
 */
export function fixedCasteAbilities(
  noun: CasteScheme['noun'],
  castes: CasteScheme['castes'],
  alwaysAdded: readonly string[] = [],
): CasteScheme {
  return {
    noun,
    traits: 'abilities',
    pick: 'fixed',
    maxChosen: 5 + alwaysAdded.length,
    maxFavored: 5,
    alwaysAdded,
    castes,
  }
}
