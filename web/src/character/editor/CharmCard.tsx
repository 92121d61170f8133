import type { Charm, Spell } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import type { Row } from '../../api/types.ts'
import { LibraryCardActions } from '../../library/LibraryCardActions.tsx'
import { ChildControls } from '../../sheet/ChildControls.tsx'
import { ChipsInput } from '../../sheet/inputs/ChipsInput.tsx'
import { TagsInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { CharmAccordion } from '../sheet/CharmAccordion.tsx'
import type { ChildListEdits } from './use-child-list.ts'

/** Where a card stands in its list, and which card of the editor is open. */
export interface CardPlace {
  index: number
  count: number
  list: ChildListEdits
  expanded: string | null
  toggle: (key: string) => void
}

interface Props {
  kind: 'charm' | 'spell'
  row: Row & { name: string }
  title: string
  caption: string
  gist: string
  place: CardPlace
  children: ReactNode
}

/**
 * A charm or spell in the editor: its summary, opening to move and remove controls, the
 * fields given as children and a Delete button.
 */
export function CharmCard({ kind, row, title, caption, gist, place, children }: Props) {
  const id = `${kind}-${row.id}`
  const remove = () => place.list.remove(row, row.name)
  return (
    <CharmAccordion
      title={title}
      caption={caption}
      gist={gist}
      expanded={place.expanded === id}
      onToggle={() => place.toggle(id)}
      testId={`${kind}-editor-${row.id}`}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <LibraryCardActions kind={kind} row={row} name={row.name} testId={id} />
        <ChildControls
          name={row.name}
          index={place.index}
          count={place.count}
          onMove={(to) => place.list.move(row.id, to)}
          onRemove={remove}
          testId={`${id}-controls`}
        />
      </Box>
      {children}
      <Button color="error" size="small" onClick={remove} data-testid={`${id}-delete`}>
        Delete
      </Button>
    </CharmAccordion>
  )
}

interface SharedFieldsOptions {
  /** `charm-12` or `spell-3`: the start of every field's test id. */
  id: string
  categories: readonly string[]
  update: (changes: Record<string, unknown>) => void
  /** Guards the fields a spell may not leave blank (name, cost, duration). */
  required?: (text: string) => string | null
}

/** The fields charms and spells both have, each bound to the one being edited. */
export function sharedFields(
  power: Charm | Spell,
  { id, categories, update, required }: SharedFieldsOptions,
) {
  return {
    name: (
      <TextInput
        label="Name"
        value={power.name}
        validate={required}
        onCommit={(name) => update({ name })}
        testId={`${id}-name`}
      />
    ),
    categories: (
      <ChipsInput
        label="Categories"
        value={power.categories}
        options={categories}
        onCommit={(next) => update({ categories: next })}
        testId={`${id}-categories`}
      />
    ),
    cost: (
      <TextInput
        label="Cost"
        value={power.cost}
        fullWidth={false}
        validate={required}
        onCommit={(cost) => update({ cost })}
        testId={`${id}-cost`}
      />
    ),
    duration: (
      <TextInput
        label="Duration"
        value={power.duration}
        fullWidth={false}
        validate={required}
        onCommit={(duration) => update({ duration })}
        testId={`${id}-duration`}
      />
    ),
    keywords: (
      <TagsInput
        label="Keywords (comma separated)"
        value={power.keywords}
        onCommit={(keywords) => update({ keywords })}
        testId={`${id}-keywords`}
      />
    ),
    effect: (
      <TextInput
        label="Effect"
        value={power.body}
        multiline
        rows={{ min: 2, max: 15 }}
        onCommit={(body) => update({ body })}
        testId={`${id}-body`}
      />
    ),
    reference: (
      <TextInput
        label="Reference"
        value={power.ref}
        onCommit={(ref) => update({ ref })}
        testId={`${id}-ref`}
      />
    ),
  }
}
