import { MERIT_CATEGORIES, MERIT_RATING_NOT_APPLICABLE, type Merit } from '@loom/core'
import HelpOutline from '@mui/icons-material/HelpOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { LibraryCardActions } from '../../library/LibraryCardActions.tsx'
import { CheckInput, SelectInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { SortableGrid } from '../../widgets/SortableGrid.tsx'
import type { CharacterView } from '../character-view.ts'
import { nextDotHint } from '../creation-help.ts'
import { meritEffect } from '../merit-effects.ts'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { AddRowActions } from './AddRowActions.tsx'
import { useChildList } from './use-child-list.ts'

const RATINGS = [0, 1, 2, 3, 4, 5, MERIT_RATING_NOT_APPLICABLE].map((rating) => ({
  value: String(rating),
  label: rating === MERIT_RATING_NOT_APPLICABLE ? `${rating} (N/A)` : String(rating),
}))

function MeritCard({
  merit,
  nextDot,
  edits,
  onRemove,
}: {
  merit: Merit
  /** The next dot's experience cost, once the character is past creation. */
  nextDot: string | undefined
  edits: CharacterEdits
  onRemove: () => void
}) {
  const update = (changes: Record<string, unknown>) =>
    edits.updateChild('merits', merit.id, changes)
  const effect = meritEffect(merit.merit_name)
  return (
    <Box data-testid={`merit-editor-${merit.id}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextInput
          label={merit.merit_cat === 'flaw' ? 'Flaw' : 'Merit'}
          value={merit.merit_name}
          onCommit={(merit_name) => update({ merit_name })}
          testId={`merit-${merit.id}-name`}
        />
        <SelectInput
          label="Rating"
          value={String(merit.rating)}
          choices={RATINGS}
          minWidth={96}
          onCommit={(rating) => update({ rating: Number(rating) })}
          testId={`merit-${merit.id}-rating`}
        />
      </Box>
      {nextDot && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid={`merit-${merit.id}-next-dot`}
        >
          {nextDot}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <SelectInput
          label="Type"
          value={merit.merit_cat}
          choices={MERIT_CATEGORIES.map((cat) => ({ value: cat, label: traitLabel(cat) }))}
          minWidth={140}
          onCommit={(merit_cat) => update({ merit_cat })}
          testId={`merit-${merit.id}-category`}
        />
        <CheckInput
          label="Supernatural"
          checked={merit.supernatural}
          onCommit={(supernatural) => update({ supernatural })}
          testId={`merit-${merit.id}-supernatural`}
        />
      </Box>
      <TextInput
        label="Display Name (optional)"
        value={merit.label}
        onCommit={(label) => update({ label })}
        testId={`merit-${merit.id}-label`}
      />
      <TextInput
        label="Description (Supports Markdown)"
        value={merit.description}
        multiline
        rows={{ min: 2, max: 10 }}
        onCommit={(description) => update({ description })}
        testId={`merit-${merit.id}-description`}
      />
      <TextInput
        label="Reference"
        value={merit.ref}
        onCommit={(ref) => update({ ref })}
        testId={`merit-${merit.id}-ref`}
      />
      {effect && (
        <Typography variant="body2" color="secondary" data-testid={`merit-${merit.id}-effect`}>
          {effect}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          color="error"
          size="small"
          onClick={onRemove}
          data-testid={`merit-${merit.id}-delete`}
        >
          Delete
        </Button>
        <LibraryCardActions
          kind="merit"
          row={merit}
          name={merit.label || merit.merit_name}
          testId={`merit-${merit.id}`}
        />
      </Box>
    </Box>
  )
}

export function MeritsEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const list = useChildList(edits, 'merits', 'merits', view.merits)
  const dots = view.merits.reduce(
    (sum, merit) => sum + (merit.rating === MERIT_RATING_NOT_APPLICABLE ? 0 : merit.rating),
    0,
  )
  return (
    <SheetBlock
      title="Merits"
      actions={
        <>
          <AddRowActions
            label="Add Merit"
            onAdd={() => list.add()}
            kind="merit"
            characterId={view.character.id}
            testId="merits"
          />
          <IconButton component={Link} to="/help/merits" size="small" aria-label="Merits help">
            <HelpOutline fontSize="small" />
          </IconButton>
        </>
      }
      testId="editor-merits"
    >
      <SortableGrid
        items={view.merits.map((merit) => ({ ...merit, name: merit.label || merit.merit_name }))}
        canMove={() => true}
        onMove={(_ids, id, index) => list.move(id, index)}
        renderItem={(merit, handle) => (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            {handle}
            <MeritCard
              merit={merit}
              nextDot={nextDotHint(view.character, { kind: 'merit' }, merit.rating)}
              edits={edits}
              onRemove={() => {
                const stored = view.merits.find((row) => row.id === merit.id)
                if (stored) list.remove(stored, merit.name)
              }}
            />
          </Paper>
        )}
        testId="merits-grid"
      />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1 }}
        data-testid="merits-total"
      >
        {dots} dots of merits total
      </Typography>
      {list.snackbar}
    </SheetBlock>
  )
}
