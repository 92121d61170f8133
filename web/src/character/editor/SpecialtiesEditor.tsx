import { ABILITIES, type Character } from '@loom/core'
import { SelectInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'

type Specialty = Character['specialties'][number]

/** Abilities a specialty can belong to: those rated above 0 (crafts and styles count). */
export function ratedAbilities(character: Character): string[] {
  return ABILITIES.filter((ability) => {
    if (ability === 'craft') return character.abil_craft.some((e) => e.rating > 0)
    if (ability === 'martial_arts') return character.abil_martial_arts.some((e) => e.rating > 0)
    return character[`abil_${ability}`] > 0
  })
}

export function SpecialtiesEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  const rated = ratedAbilities(character)
  return (
    <SheetBlock title="Specialties" testId="editor-specialties">
      <ListEditor<Specialty>
        label="Specialties"
        rows={character.specialties}
        newRow={() => ({
          ability: (rated[0] ?? '') as Specialty['ability'],
          context: 'New Specialty',
        })}
        describe={(row) => `specialty ${row.context}`}
        empty={rated.length === 0 ? 'No Abilities with ratings > 0' : undefined}
        onEdit={(edit) => edits.editList('specialties', edit)}
        renderRow={(row, update) => {
          const choices = [...new Set([...rated, row.ability])].map((ability) => ({
            value: ability,
            label: ability === '' ? '(none)' : traitLabel(ability),
          }))
          return (
            <>
              <SelectInput
                label="Ability"
                value={row.ability}
                choices={choices}
                minWidth={140}
                onCommit={(ability) => update({ ability: ability as Specialty['ability'] })}
                testId={`specialty-ability-${row.id}`}
              />
              <TextInput
                label="Specialty"
                value={row.context}
                fullWidth={false}
                onCommit={(context) => update({ context })}
                testId={`specialty-context-${row.id}`}
              />
            </>
          )
        }}
        testId="list-specialties"
      />
    </SheetBlock>
  )
}
