import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import { castesOf } from '../rules/castes.ts'
import { CHARM_KINDS, type CharmFields, type CharmType, charmSchemas } from '../schemas/charm.ts'
import { addValidationError, type ValidationErrors } from '../schemas/validation-errors.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'
import { ABILITIES, ATTRIBUTES } from '../vocabulary/traits.ts'

/** The native charm kind of a character type, or null for a Mortal. */
export function nativeCharmType(type: CharacterType): CharmType | null {
  return CHARACTER_TYPE_TABLE[type].nativeCharms
}

/** Why a character of `type` cannot hold a charm of `charmType`, or null when it can. */
export function charmKindProblem(type: CharacterType, charmType: CharmType): string | null {
  const native = nativeCharmType(type)
  if (native === null) return 'a Mortal cannot have charms'
  if (CHARM_KINDS[charmType].native && charmType !== native) {
    return `the native charms of a ${type} are ${native} charms, not ${charmType} charms`
  }
  return null
}

/** What the `ability` field of a charm kind may hold, or null when the kind has none. */
function abilityChoices(charmType: CharmType): readonly string[] | null {
  if (charmType === 'Ability') {
    return ['', 'universal', ...ABILITIES, ...(castesOf('SiderealCharacter') ?? [])]
  }
  if (charmType === 'Attribute') return ['', 'universal', ...ATTRIBUTES]
  return null
}

const KIND_FIELD_OWNERS = {
  style: ['MartialArts'],
  artifact_name: ['Evocation'],
} as const satisfies Record<string, readonly CharmType[]>

/** The fields that depend on a charm's kind, checked against it. */
export function charmProblems(
  charm: Pick<CharmFields, 'ability' | 'min_ability' | 'style' | 'artifact_name'> & {
    readonly charm_type: CharmType
  },
): ValidationErrors {
  const errors: ValidationErrors = {}
  const kind = CHARM_KINDS[charm.charm_type]
  const choices = abilityChoices(charm.charm_type)
  if (choices === null && charm.ability !== null) {
    addValidationError(errors, 'ability', 'ability applies only to ability and attribute charms')
  }
  if (choices !== null && !choices.includes(charm.ability ?? '')) {
    const what = charm.charm_type === 'Ability' ? 'an ability, a Sidereal house' : 'an attribute'
    addValidationError(errors, 'ability', `ability must be ${what}, universal or blank`)
  }
  if (kind.maxMinAbility === null && charm.min_ability !== null) {
    addValidationError(
      errors,
      'min_ability',
      'min_ability applies only to ability, attribute and martial arts charms',
    )
  }
  if (kind.maxMinAbility !== null && (charm.min_ability ?? 1) > kind.maxMinAbility) {
    addValidationError(
      errors,
      'min_ability',
      `min_ability must be between 1 and ${kind.maxMinAbility}`,
    )
  }
  for (const [field, owners] of Object.entries(KIND_FIELD_OWNERS)) {
    const owned = (owners as readonly CharmType[]).includes(charm.charm_type)
    if (!owned && charm[field as keyof typeof KIND_FIELD_OWNERS] !== null) {
      addValidationError(errors, field, `${field} applies only to ${owners.join(', ')} charms`)
    }
  }
  return errors
}

/**
 * The writable fields of a new charm: defaults, the kind's defaults, the client's input. A native
 * charm of a character with an active loadout joins that loadout, unless the client named
 * loadouts for it.
 */
export function newCharmFields(
  charmType: CharmType,
  input: Partial<CharmFields>,
  activeLoadout: string | null,
): CharmFields {
  const fields = { ...charmSchemas.fields.parse({}), ...CHARM_KINDS[charmType].defaults, ...input }
  const joinsLoadout =
    CHARM_KINDS[charmType].native &&
    activeLoadout !== null &&
    activeLoadout.trim() !== '' &&
    (input.loadouts ?? []).length === 0
  return joinsLoadout ? { ...fields, loadouts: [activeLoadout] } : fields
}

/** The changes that turn a native charm into another native kind (on a change of type). */
export function convertedCharm(
  charm: Pick<CharmFields, 'min_ability'>,
  to: CharmType,
): Pick<CharmFields, 'ability' | 'min_ability'> & { charm_type: CharmType } {
  const maxMinAbility = CHARM_KINDS[to].maxMinAbility
  if (maxMinAbility === null) return { charm_type: to, ability: null, min_ability: null }
  return {
    charm_type: to,
    ability: '',
    min_ability: Math.min(charm.min_ability ?? 1, maxMinAbility),
  }
}
