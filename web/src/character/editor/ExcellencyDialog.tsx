import type { Character } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { MultiSelectInput } from '../../sheet/inputs/fields.tsx'
import type { CharacterEdits } from '../use-character.ts'
import {
  CANON_EXCELLENCIES,
  EXCELLENCY_CAP_CHOICES,
  EXCELLENCY_FOR_CHOICES,
  tokensOf,
} from './excellency-options.ts'

interface Props {
  open: boolean
  onClose: () => void
  character: Character
  edits: CharacterEdits
}

/** The two cap formulas, stored as their tokens joined by '+': "attribute+essence". */
const CAP_FORMULAS = [
  { field: 'excellency', label: 'Excellency Cap', none: 'No Excellency', testId: 'excellency-cap' },
  {
    field: 'excellency_stunt',
    label: 'Stunt Excellency cap',
    none: 'No change to caps on stunt',
    testId: 'excellency-stunt',
  },
] as const

/** "Edit Excellencies": a custom Exalt's cap formula, stunt cap and the rolls it covers. */
export function ExcellencyDialog({ open, onClose, character, edits }: Props) {
  const titleId = useId()
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="excellency-dialog"
    >
      <DialogTitle id={titleId}>Edit Excellencies</DialogTitle>
      <DialogContent>
        <Typography variant="body2" gutterBottom>
          The cap is the sum of what you pick. Examples: Dragon-Blooded, Ability + Specialty; Lunar,
          Attribute (Attribute + Another Attribute on a stunt); Sidereal, Essence; Abyssal,
          Attribute + Ability; Liminal, Attribute + Essence (glowing+). Some Exalts have a different
          cap when stunting.
        </Typography>
        {CAP_FORMULAS.map(({ field, none, ...labelAndTestId }) => {
          const tokens = tokensOf(character[field])
          return (
            <MultiSelectInput
              key={field}
              {...labelAndTestId}
              value={tokens}
              choices={EXCELLENCY_CAP_CHOICES}
              helperText={tokens.length === 0 ? none : undefined}
              onCommit={(picked) => edits.update({ [field]: picked.join('+') })}
            />
          )
        })}
        <MultiSelectInput
          label="Ratings with Excellencies"
          value={character.excellencies_for}
          choices={EXCELLENCY_FOR_CHOICES}
          onCommit={(excellencies_for) => edits.update({ excellencies_for })}
          testId="excellency-for"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={(event) => setMenu(event.currentTarget)} data-testid="excellency-copy">
          Copy Canon Excellency...
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {CANON_EXCELLENCIES.map((canon) => (
            <MenuItem
              key={canon.label}
              onClick={() => {
                edits.update(canon.fields)
                setMenu(null)
              }}
              data-testid={`excellency-copy-${canon.label.toLowerCase().replace(/[^a-z]+/g, '-')}`}
            >
              {canon.label}
            </MenuItem>
          ))}
        </Menu>
        <Button onClick={onClose} data-testid="excellency-done">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
