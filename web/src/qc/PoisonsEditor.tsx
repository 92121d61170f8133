import { poisonSchemas } from '@loom/core'
import type { Id, Row } from '../api/types.ts'
import { useChildRows } from '../sheet/child-rows.ts'
import { type FieldSpec, FormFields } from '../sheet/inputs/FormFields.tsx'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import type { ChildPlace } from '../store/children.ts'
import { ChildRowsEditor } from './ChildRowsEditor.tsx'
import { POISON_DAMAGE_TYPES } from './poison-text.ts'
import type { PoisonRow } from './qc-rows.ts'

interface Props {
  /** The row the poisons belong to: a character, QC, battlegroup or combat actor (poisoned),
   *  or a weapon or attack (delivers). */
  owner: Row
  list: ChildPlace
  addLabel: string
  empty: string
  testId: string
}

const DAMAGE_TYPES = POISON_DAMAGE_TYPES.map(({ value, label }) => ({ value, label }))

const POISON_FIELDS: readonly FieldSpec<PoisonRow>[] = [
  { input: 'text', field: 'name', label: 'Name', width: 220 },
  { input: 'number', field: 'penalty', label: 'Penalty' },
  { input: 'number', field: 'damage', label: 'Damage' },
  { input: 'select', field: 'damage_type', label: 'Damage Type', options: DAMAGE_TYPES },
  { input: 'text', field: 'interval', label: 'Per (interval)', width: 140 },
  { input: 'number', field: 'duration', label: 'Duration' },
  { input: 'text', field: 'duration_type', label: 'Duration Unit', width: 140 },
  { input: 'select', field: 'crash_damage_type', label: 'Crash Damage', options: DAMAGE_TYPES },
  { input: 'text', field: 'vector', label: 'Vector', width: 220 },
  { input: 'text', field: 'notes', label: 'Notes', multiline: true },
  { input: 'text', field: 'ref', label: 'Reference', width: 220 },
]

/** Poisons as stat blocks write them: penalty, damage per interval, duration, vector. */
export function PoisonsEditor({ owner, list, addLabel, empty, testId }: Props) {
  const poisons = useChildRows<PoisonRow>(owner, list.assoc, 'poisons')
  return (
    <ChildRowsEditor<PoisonRow>
      list={list}
      rows={poisons}
      schema={poisonSchemas.fields}
      addLabel={addLabel}
      newFields={(position) => ({ name: `Poison ${position}` })}
      describe={(poison) => poison.name || 'this poison'}
      empty={empty}
      unranked
      testId={testId}
      renderFields={(form) => <FormFields form={form} specs={POISON_FIELDS} />}
    />
  )
}

/** The poisons afflicting (or delivered by) one parent, as an API path and a store link. */
export const poisonsOf = (
  parentKind: 'characters' | 'qcs' | 'battlegroups' | 'combat_actors' | 'weapons' | 'qc_attacks',
  id: Id,
): ChildPlace => ({ parentKind, parentId: id, assoc: 'poisons', kind: 'poisons' })

/** Where each kind's poisons section sits, and what it says with none. */
const SECTIONS = {
  characters: {
    empty: "Not poisoned. The worst poison's penalty applies to every pool.",
    testId: 'character-editor-poisons',
  },
  qcs: {
    empty: "Not poisoned. The worst poison's penalty applies to every pool.",
    testId: 'qc-editor-poisons',
  },
  battlegroups: {
    empty: "Not poisoned. The worst poison's penalty applies to attacks and defenses.",
    testId: 'battlegroup-editor-poisons',
  },
  combat_actors: {
    empty: "Not poisoned. The worst poison's penalty applies to every pool of this combat copy.",
    testId: 'combat-actor-poisons',
  },
}

/**
 * The "Poisons" section of a character's, QC's or battlegroup's editor (or a combat actor's
 * dialog): the poisons afflicting it. Its test id is `<testId>-section`, its rows `<testId>-row`.
 */
export function PoisonsSection({ owner, kind }: { owner: Row; kind: keyof typeof SECTIONS }) {
  const { empty, testId } = SECTIONS[kind]
  return (
    <SheetBlock title="Poisons" testId={`${testId}-section`}>
      <PoisonsEditor
        owner={owner}
        list={poisonsOf(kind, owner.id)}
        addLabel="Add Poison"
        empty={empty}
        testId={testId}
      />
    </SheetBlock>
  )
}
