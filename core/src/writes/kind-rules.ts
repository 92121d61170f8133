import type { CharmType } from '../schemas/charm.ts'
import type { KindName } from '../schemas/kind-tree.ts'
import type { ValidationErrors } from '../schemas/validation-errors.ts'
import type { WeaponFields } from '../schemas/weapon.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'
import { adjustCharacter, type CharacterDraft, newCharacterDraft } from './character-adjustments.ts'
import { characterProblems } from './character-consistency.ts'
import { charmKindProblem, charmProblems, newCharmFields } from './charm-rules.ts'
import { adjustQcMotes, type MotePoolFields, qcProblems } from './mote-pools.ts'
import { adjustWeaponForTags, type Wielder } from './weapon-adjustments.ts'

/** One item's fields, as a body sends them and the store keeps them. */
type Fields = Record<string, unknown>

/** What a kind's rules make of a create or a PATCH: the fields to store, and what breaks a rule. */
export interface RuledFields {
  readonly fields: Fields
  /** Empty when every rule holds; otherwise the 422 body naming the fields. */
  readonly problems: ValidationErrors
}

/**
 * The rules a kind runs on what is written (defaults per character type or charm kind, the
 * automatic adjustments, the cross-field rules), so that create and PATCH stay generic.
 */
export interface KindRules {
  /**
   * A new item: `sent` is the body (list-item ids assigned), `defaults` the kind's writable
   * fields as parsing `{}` gives them, `parent` the item a child is created under.
   */
  create(sent: Fields, defaults: Fields, parent: Fields | null): RuledFields
  /**
   * The item after a PATCH: `merged` is the sent fields over `before`, `root` the top-level
   * item a child belongs to (a weapon's character).
   */
  update(merged: Fields, before: Fields, root: Fields | null): RuledFields
}

/** A kind without rules of its own: defaults under what was sent, and no cross-field checks. */
const NO_RULES: KindRules = {
  create: (sent, defaults) => ({ fields: { ...defaults, ...sent }, problems: {} }),
  update: (merged) => ({ fields: merged, problems: {} }),
}

const characterRules: KindRules = {
  create({ type = 'Character', ...fields }) {
    const draft = newCharacterDraft(type as CharacterType, fields)
    return { fields: draft, problems: characterProblems(draft) }
  },
  update(merged, before) {
    const next = adjustCharacter(merged as CharacterDraft, before as CharacterDraft)
    return { fields: next, problems: characterProblems(next) }
  },
}

const qcRules: KindRules = {
  create(sent, defaults) {
    const draft = adjustQcMotes({ ...defaults, ...sent } as Fields & MotePoolFields, null)
    return { fields: draft, problems: qcProblems(draft) }
  },
  update(merged, before) {
    const next = adjustQcMotes(merged as Fields & MotePoolFields, before as MotePoolFields)
    return { fields: next, problems: qcProblems(next) }
  },
}

/** A charm takes the defaults of its kind, which must suit its character's type. */
const charmRules: KindRules = {
  create(sent, _defaults, parent) {
    const { charm_type, ...fields } = sent as Fields & { charm_type: CharmType }
    const kindProblem = charmKindProblem(parent!.type as CharacterType, charm_type)
    if (kindProblem !== null) {
      return { fields: sent, problems: { charm_type: [{ error: kindProblem }] } }
    }
    const activeLoadout = parent!.active_loadout as string | null
    const charm = { ...newCharmFields(charm_type, fields, activeLoadout), charm_type }
    return { fields: charm, problems: charmProblems(charm) }
  },
  update(merged) {
    return {
      fields: merged,
      problems: charmProblems(merged as Parameters<typeof charmProblems>[0]),
    }
  },
}

/** A weapon's tags set it up against its wielder's abilities (see adjustWeaponForTags). */
const weaponRules: KindRules = {
  create(sent, defaults, parent) {
    const weapon = { ...defaults, ...sent } as WeaponFields
    return { fields: adjustWeaponForTags(weapon, null, parent as Wielder), problems: {} }
  },
  update(merged, before, root) {
    const weapon = merged as WeaponFields
    const fields = adjustWeaponForTags(weapon, before as WeaponFields, root as Wielder)
    return { fields, problems: {} }
  },
}

/**
 * What each kind's create and PATCH become: the one place the server's generic item writes
 * (and tests) look up a kind's rules. Kinds without rules of their own take NO_RULES.
 */
export const KIND_RULES: Readonly<Record<KindName, KindRules>> = {
  player: NO_RULES,
  chronicle: NO_RULES,
  character: characterRules,
  qc: qcRules,
  battlegroup: NO_RULES,
  combat_actor: NO_RULES,
  merit: NO_RULES,
  weapon: weaponRules,
  charm: charmRules,
  spell: NO_RULES,
  poison: NO_RULES,
  qc_attack: NO_RULES,
  qc_merit: NO_RULES,
  qc_charm: NO_RULES,
}
