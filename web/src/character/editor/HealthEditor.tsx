import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { HealthBoxes } from '../../sheet/HealthBoxes.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import type { CharacterEdits } from '../use-character.ts'
import { NumberField } from './fields.tsx'

const DAMAGE = [
  { field: 'damage_bashing', label: 'Bashing' },
  { field: 'damage_lethal', label: 'Lethal' },
  { field: 'damage_aggravated', label: 'Aggravated' },
] as const

const LEVELS = [
  { field: 'health_level_0s', label: '0' },
  { field: 'health_level_1s', label: '-1' },
  { field: 'health_level_2s', label: '-2' },
  { field: 'health_level_4s', label: '-4' },
  { field: 'health_level_incap', label: 'Incap' },
] as const

export function HealthEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const { character, details } = view
  return (
    <SheetBlock title="Health" testId="editor-health">
      <HealthBoxes
        track={character}
        woundPenalty={details.penalties.wound}
        testId="editor-health-track"
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Damage:
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {DAMAGE.map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            value={character[field]}
            min={0}
            max={99}
            width={88}
            onCommit={(value) => edits.update({ [field]: value })}
            testId={`editor-${field}`}
          />
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Levels:
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {LEVELS.map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            value={character[field]}
            min={0}
            max={50}
            width={64}
            onCommit={(value) => edits.update({ [field]: value })}
            testId={`editor-${field}`}
          />
        ))}
      </Box>
    </SheetBlock>
  )
}
