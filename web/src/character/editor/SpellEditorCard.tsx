import { SPELL_CIRCLES, type Spell } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { charmGist, spellLine } from '../charm-text.ts'
import { CharmAccordion } from '../sheet/CharmAccordion.tsx'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { ChipsInput } from './ChipsInput.tsx'
import { CheckInput, SelectInput, TagsInput, TextInput } from './fields.tsx'

interface Props {
  spell: Spell
  edits: CharacterEdits
  categories: readonly string[]
  expanded: boolean
  onToggle: () => void
  controls: ReactNode
  onRemove: () => void
}

export function SpellEditorCard({
  spell,
  edits,
  categories,
  expanded,
  onToggle,
  controls,
  onRemove,
}: Props) {
  const update = (changes: Record<string, unknown>) =>
    edits.updateChild('spells', spell.id, changes)
  const id = `spell-${spell.id}`
  const required = (text: string) => (text.trim() === '' ? 'cannot be blank' : null)
  return (
    <CharmAccordion
      title={spell.name}
      caption={spell.control ? 'Control Spell' : traitLabel(spell.circle)}
      gist={`${spellLine(spell)} — ${charmGist(spell, 120)}`}
      expanded={expanded}
      onToggle={onToggle}
      testId={`spell-editor-${spell.id}`}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{controls}</Box>
      <TextInput
        label="Name"
        value={spell.name}
        validate={required}
        onCommit={(name) => update({ name })}
        testId={`${id}-name`}
      />
      <ChipsInput
        label="Categories"
        value={spell.categories}
        options={categories}
        onCommit={(next) => update({ categories: next })}
        testId={`${id}-categories`}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextInput
          label="Cost"
          value={spell.cost}
          fullWidth={false}
          validate={required}
          onCommit={(cost) => update({ cost })}
          testId={`${id}-cost`}
        />
        <TextInput
          label="Duration"
          value={spell.duration}
          fullWidth={false}
          validate={required}
          onCommit={(duration) => update({ duration })}
          testId={`${id}-duration`}
        />
        <SelectInput
          label="Circle"
          value={spell.circle}
          choices={SPELL_CIRCLES.map((circle) => ({ value: circle, label: traitLabel(circle) }))}
          onCommit={(circle) => update({ circle })}
          testId={`${id}-circle`}
        />
        <CheckInput
          label="Control Spell"
          checked={spell.control}
          onCommit={(control) => update({ control })}
          testId={`${id}-control`}
        />
      </Box>
      <TagsInput
        label="Keywords (comma separated)"
        value={spell.keywords}
        onCommit={(keywords) => update({ keywords })}
        testId={`${id}-keywords`}
      />
      <TextInput
        label="Effect"
        value={spell.body}
        multiline
        rows={{ min: 2, max: 15 }}
        onCommit={(body) => update({ body })}
        testId={`${id}-body`}
      />
      <TextInput
        label="Reference"
        value={spell.ref}
        onCommit={(ref) => update({ ref })}
        testId={`${id}-ref`}
      />
      <Button color="error" size="small" onClick={onRemove} data-testid={`${id}-delete`}>
        Delete
      </Button>
    </CharmAccordion>
  )
}
