import {
  MOTE_POOL_LABELS,
  MOTE_POOLS,
  type MotePool,
  STUNT_LEVELS,
  type StuntLevel,
} from '@loom/core'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import type { RollerResources } from './roller-resources.ts'

/** A small heading over one choice of a roll or attack dialog. */
export const Caption = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="subtitle2" component="p" sx={{ mt: 1.5, mb: 0.5 }}>
    {children}
  </Typography>
)

/** The stunt's level, None to 3 pt, as the roll and attack dialogs offer it. */
export function StuntToggle({
  value,
  onChange,
  testId,
}: {
  value: StuntLevel
  onChange: (stunt: StuntLevel) => void
  testId: string
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, stunt: StuntLevel | null) => stunt !== null && onChange(stunt)}
      aria-label="Stunt"
      data-testid={`${testId}-stunt`}
    >
      {STUNT_LEVELS.map((level) => (
        <ToggleButton
          key={level}
          value={level}
          sx={{ minWidth: 44 }}
          data-testid={`${testId}-stunt-${level}`}
        >
          {level === 0 ? 'None' : `${level} pt`}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}

/** Which of the roller's pools an excellency's motes come from, and whether peripheral is mute. */
export function MotePoolToggle({
  pool,
  mute,
  set,
  resources,
  testId,
}: {
  pool: MotePool
  mute: boolean
  set: (changes: { motePool?: MotePool; mute?: boolean }) => void
  resources: RollerResources
  testId: string
}) {
  const pools = MOTE_POOLS.filter((candidate) => resources[candidate] !== null)
  if (pools.length === 0) return null
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={pool}
        onChange={(_event, motePool: MotePool | null) => motePool && set({ motePool })}
        aria-label="Mote pool"
        data-testid={`${testId}-mote-pool`}
      >
        {pools.map((candidate) => (
          <ToggleButton
            key={candidate}
            value={candidate}
            data-testid={`${testId}-mote-pool-${candidate}`}
          >
            {MOTE_POOL_LABELS[candidate]} ({resources[candidate]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {pool === 'peripheral' && (
        <FormControlLabel
          control={
            <Checkbox
              checked={mute}
              onChange={(event) => set({ mute: event.target.checked })}
              slotProps={{ input: { 'data-testid': `${testId}-mute` } as object }}
            />
          }
          label="Mute"
        />
      )}
    </Box>
  )
}
