import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { HealthBoxes } from '../../sheet/HealthBoxes.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import type { CharacterEdits } from '../use-character.ts'
import { CharacterNumbers } from './CharacterNumbers.tsx'

/** Damage taken, and the health track's boxes at each wound penalty. */
const GROUPS = [
  {
    title: 'Damage:',
    max: 99,
    width: 88,
    fields: [
      { field: 'damage_bashing', label: 'Bashing' },
      { field: 'damage_lethal', label: 'Lethal' },
      { field: 'damage_aggravated', label: 'Aggravated' },
    ],
  },
  {
    title: 'Levels:',
    max: 50,
    width: 64,
    fields: [
      { field: 'health_level_0s', label: '0' },
      { field: 'health_level_1s', label: '-1' },
      { field: 'health_level_2s', label: '-2' },
      { field: 'health_level_4s', label: '-4' },
      { field: 'health_level_incap', label: 'Incap' },
    ],
  },
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
      {GROUPS.map(({ title, fields, max, width }) => (
        <Fragment key={title}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <CharacterNumbers
              character={character}
              edits={edits}
              fields={fields}
              min={0}
              max={max}
              width={width}
            />
          </Box>
        </Fragment>
      ))}
    </SheetBlock>
  )
}
