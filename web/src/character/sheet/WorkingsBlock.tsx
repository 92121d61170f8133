import { WORKING_ROLL, type Working } from '@loom/core'
import Add from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { RollButton } from '../../dice/RollButton.tsx'
import { newRowId } from '../../sheet/list-edit.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { traitLabel } from '../trait-labels.ts'
import { traitRollDetail } from '../trait-roll-detail.ts'
import type { CharacterEdits } from '../use-character.ts'
import { ExtendedRollHeading, ExtendedRollHistory } from './ExtendedRollParts.tsx'
import { WorkingDialog, type WorkingTerms } from './WorkingDialog.tsx'
import { progressText, rollsLeftText, termsText } from './working-text.ts'

/**
 * The sorcerer's workings in progress, for those who may edit the sheet (nobody else receives
 * them): each one's progress towards its goal, the rolls left before its terminus, its rolls
 * and its outcome, and the roll of its next interval, which the server adds to it.
 */
export function WorkingsBlock({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const [beginning, setBeginning] = useState(false)
  const workings = view.character.workings
  const detail = useMemo(() => traitRollDetail(view, WORKING_ROLL), [view])
  const begin = (terms: WorkingTerms) =>
    edits.editList<Working>('workings', {
      op: 'add',
      row: {
        ...terms,
        id: newRowId(workings),
        notes: '',
        accumulated: 0,
        rolls: [],
        outcome: 'in_progress',
      },
    })
  const add = (
    <Button
      size="small"
      startIcon={<Add />}
      onClick={() => setBeginning(true)}
      className="no-print"
      data-testid="working-add"
    >
      Begin
    </Button>
  )
  return (
    <Box sx={{ mb: 2 }}>
      <SheetBlock title="Workings" actions={add} testId="block-workings">
        {workings.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No workings in progress. Only this sheet’s editors see its workings.
          </Typography>
        )}
        {workings.map((working) => (
          <WorkingEntry
            key={working.id}
            working={working}
            preset={{
              label: `Working: ${working.name}`,
              detail,
              extended: { list: 'workings', id: working.id },
            }}
            onRemove={() => edits.editList<Working>('workings', { op: 'remove', id: working.id })}
          />
        ))}
      </SheetBlock>
      {beginning && <WorkingDialog onBegin={begin} onClose={() => setBeginning(false)} />}
    </Box>
  )
}

function WorkingEntry({
  working,
  preset,
  onRemove,
}: {
  working: Working
  preset: Parameters<typeof RollButton>[0]['preset']
  onRemove: () => void
}) {
  const testId = `working-${working.id}`
  const going = working.outcome === 'in_progress'
  return (
    <Box
      data-testid={testId}
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <ExtendedRollHeading
        name={working.name}
        caption={`${traitLabel(working.circle)} Circle`}
        outcome={working.outcome}
        testId={testId}
      />
      <Typography variant="body2" color="text.secondary">
        {termsText(working)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography sx={{ fontWeight: 500 }} data-testid={`${testId}-progress`}>
          {progressText(working)}
        </Typography>
        <Typography variant="body2" data-testid={`${testId}-rolls-left`}>
          {rollsLeftText(working)}
        </Typography>
        <Box className="no-print" sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {going && <RollButton preset={preset} text="Roll interval" testId={`${testId}-roll`} />}
          <Button size="small" color="inherit" onClick={onRemove} data-testid={`${testId}-remove`}>
            Remove
          </Button>
        </Box>
      </Box>
      <ExtendedRollHistory rolls={working.rolls} testId={testId} />
    </Box>
  )
}
