import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { type StActionCheck, StActionDialog, type StActionProps } from './StActionDialog.tsx'

const QUICK: readonly { label: string; hours: number }[] = [
  { label: '1 hour', hours: 1 },
  { label: '4 hours', hours: 4 },
  { label: 'Overnight', hours: 8 },
  { label: '1 Day', hours: 24 },
  { label: '1 Week', hours: 24 * 7 },
  { label: '1 Month', hours: 24 * 30 },
  { label: '1 Season', hours: 24 * 91 },
]

const MOST_HOURS = 366 * 24

const END_SCENE: readonly StActionCheck[] = [
  { field: 'end_scene', label: 'End Scene-Longs', testId: 'downtime-end-scene', initial: true },
]

/**
 * "Downtime": every character and qc in the chronicle rests for a while, healing at natural
 * rates, getting motes and willpower back, with anima falling to Dim.
 */
export function DowntimeDialog(props: StActionProps) {
  const [hours, setHours] = useState(24)
  const [inDays, setInDays] = useState(false)
  const shown = inDays ? hours / 24 : hours
  return (
    <StActionDialog
      {...props}
      title="Downtime"
      submitLabel="Downtime"
      testId="downtime-dialog"
      about="Every character and QC in the chronicle recovers motes (5 an hour), willpower (a point a day, for 8 hours or more) and health at natural healing rates, and anima drops to Dim."
      body={{ hours }}
      checks={END_SCENE}
    >
      <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
        Recovery does not add up across runs: two runs of 12 hours heal less than one of a day.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
        <TextField
          label={inDays ? 'Days' : 'Hours'}
          type="number"
          size="small"
          value={Number.isInteger(shown) ? shown : shown.toFixed(2)}
          onChange={(event) => {
            const value = Number(event.target.value)
            if (!Number.isFinite(value) || value < 0) return
            setHours(Math.min(MOST_HOURS, Math.round(inDays ? value * 24 : value)))
          }}
          slotProps={{ htmlInput: { min: 0, 'data-testid': 'downtime-time' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={inDays}
              onChange={(event) => setInDays(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'downtime-days' } as object }}
            />
          }
          label="Hours ⇄ Days"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        {QUICK.map((choice) => (
          <Button
            key={choice.label}
            size="small"
            variant={hours === choice.hours ? 'contained' : 'outlined'}
            onClick={() => setHours(choice.hours)}
            data-testid={`downtime-quick-${choice.hours}`}
          >
            {choice.label}
          </Button>
        ))}
      </Box>
    </StActionDialog>
  )
}
