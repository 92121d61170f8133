import { randomBytes } from 'node:crypto'
import {
  adjustCharacter,
  adjustQcMotes,
  adjustWeaponForTags,
  assignListItemIds,
  type CharacterDraft,
  type CharacterType,
  type CharmType,
  characterProblems,
  charmKindProblem,
  charmProblems,
  type KindDefinition,
  LIST_ITEM_ID_LENGTH,
  listItemIdFrom,
  type MotePoolFields,
  newCharacterDraft,
  newCharmFields,
  qcProblems,
  type ValidationErrors,
  type WeaponFields,
  type Wielder,
} from '@loom/core'
import { unprocessable } from '../http/errors.ts'
import { defaultFields, type Entity } from '../store/item-document.ts'

/**
 * What a create or PATCH body becomes before it is stored: defaults (per kind, per character
 * type, per charm kind), list-item ids, the automatic adjustments and the cross-field rules.
 * The rules themselves live in core; this picks the ones each kind runs. A body that breaks a
 * rule is a 422 naming the fields.
 */
function newListItemId(): string {
  for (;;) {
    const id = listItemIdFrom(randomBytes(LIST_ITEM_ID_LENGTH * 2))
    if (id !== null) return id
  }
}

function withListItemIds(kind: KindDefinition, fields: Entity): Entity {
  return assignListItemIds(fields, kind.listFields, newListItemId)
}

function rejectProblems(errors: ValidationErrors): void {
  if (Object.keys(errors).length > 0) throw unprocessable(errors)
}

/**
 * The fields of a new item: every writable field, plus the create-only ones (a character's
 * `type`, a charm's `charm_type`). `parent` is the item a child is created under.
 */
export function newItemFields(kind: KindDefinition, input: Entity, parent: Entity | null): Entity {
  const sent = withListItemIds(kind, input)
  switch (kind.name) {
    case 'character': {
      const { type = 'Character', ...fields } = sent
      const draft = newCharacterDraft(type as CharacterType, fields)
      rejectProblems(characterProblems(draft))
      return draft
    }
    case 'qc': {
      const draft = adjustQcMotes(
        { ...defaultFields(kind), ...sent } as Entity & MotePoolFields,
        null,
      )
      rejectProblems(qcProblems(draft))
      return draft
    }
    case 'charm': {
      const { charm_type, ...fields } = sent as Entity & { charm_type: CharmType }
      const kindProblem = charmKindProblem(parent!.type as CharacterType, charm_type)
      if (kindProblem !== null) throw unprocessable({ charm_type: [{ error: kindProblem }] })
      const activeLoadout = parent!.active_loadout as string | null
      const charm = { ...newCharmFields(charm_type, fields, activeLoadout), charm_type }
      rejectProblems(charmProblems(charm))
      return charm
    }
    case 'weapon': {
      const weapon = { ...defaultFields(kind), ...sent } as WeaponFields
      return adjustWeaponForTags(weapon, null, parent as unknown as Wielder)
    }
    default:
      return { ...defaultFields(kind), ...sent }
  }
}

/**
 * The whole entity after a PATCH: the stored one, the sent fields over it, then the rules.
 * `root` is the top-level item a child belongs to (a weapon's character).
 */
export function patchedEntity(
  kind: KindDefinition,
  before: Entity,
  patch: Entity,
  root: Entity | null = null,
): Entity {
  const merged = { ...before, ...withListItemIds(kind, patch) }
  switch (kind.name) {
    case 'character': {
      const next = adjustCharacter(merged as CharacterDraft, before as CharacterDraft)
      rejectProblems(characterProblems(next))
      return next
    }
    case 'qc': {
      const next = adjustQcMotes(merged as Entity & MotePoolFields, before as MotePoolFields)
      rejectProblems(qcProblems(next))
      return next
    }
    case 'charm': {
      rejectProblems(charmProblems(merged as Parameters<typeof charmProblems>[0]))
      return merged
    }
    case 'weapon':
      return adjustWeaponForTags(
        merged as WeaponFields,
        before as WeaponFields,
        root as unknown as Wielder,
      ) as Entity
    default:
      return merged
  }
}
