import { CHARM_TIMINGS } from '@loom/core'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { type CharmFilter, type MatchMode, NO_FILTER } from '../charm-filter.ts'
import { traitLabel } from '../trait-labels.ts'

export interface FilterOptions {
  abilities: string[]
  keywords: string[]
  categories: string[]
  /** Empty for types without loadouts. */
  loadouts: string[]
  currentLoadout: string | null
}

interface Props {
  open: boolean
  onClose: () => void
  filter: CharmFilter
  onChange: (filter: CharmFilter) => void
  options: FilterOptions
}

function Multi({
  label,
  options,
  value,
  onChange,
  optionLabel = (option: string) => option,
  testId,
}: {
  label: string
  options: string[]
  value: string[]
  onChange: (value: string[]) => void
  optionLabel?: (option: string) => string
  testId: string
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      getOptionLabel={optionLabel}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
      data-testid={`${testId}-autocomplete`}
    />
  )
}

function ModeSwitch({
  mode,
  onChange,
  testId,
}: {
  mode: MatchMode
  onChange: (mode: MatchMode) => void
  testId: string
}) {
  return (
    <FormControlLabel
      label={mode === 'all' ? 'All' : 'Any'}
      control={
        <Switch
          checked={mode === 'all'}
          onChange={(event) => onChange(event.target.checked ? 'all' : 'any')}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  )
}

/** "Filter Charms": loadouts, timing, ability, keywords, categories, mute and perilous. */
export function CharmFilterDrawer({ open, onClose, filter, onChange, options }: Props) {
  const set = (changes: Partial<CharmFilter>) => onChange({ ...filter, ...changes })
  const titleId = useId()
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: 'modal' }}
      // The drawer's paper is the dialog a screen reader enters: named by its title.
      slotProps={{ paper: { 'aria-labelledby': titleId } as object }}
      data-testid="charm-filter-drawer"
    >
      <Box sx={{ width: 280, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2" id={titleId} data-testid="charm-filter-title">
          Filter Charms
        </Typography>
        {options.loadouts.length > 0 && (
          <Box>
            <Multi
              label="Loadouts"
              options={options.loadouts}
              value={filter.loadouts}
              onChange={(loadouts) => set({ loadouts })}
              optionLabel={(option) =>
                option === options.currentLoadout ? `${option} (Current)` : option
              }
              testId="filter-loadouts"
            />
            <ModeSwitch
              mode={filter.loadoutMode}
              onChange={(loadoutMode) => set({ loadoutMode })}
              testId="filter-loadouts-mode"
            />
          </Box>
        )}
        <Multi
          label="Type"
          options={[...CHARM_TIMINGS]}
          value={filter.timings}
          onChange={(timings) => set({ timings })}
          optionLabel={traitLabel}
          testId="filter-timings"
        />
        {options.abilities.length > 0 && (
          <Multi
            label="Ability/Attribute"
            options={options.abilities}
            value={filter.abilities}
            onChange={(abilities) => set({ abilities })}
            optionLabel={(option) => (option === '' ? 'Universal' : traitLabel(option))}
            testId="filter-abilities"
          />
        )}
        <Box>
          <Multi
            label="Keywords"
            options={options.keywords}
            value={filter.keywords}
            onChange={(keywords) => set({ keywords })}
            testId="filter-keywords"
          />
          <ModeSwitch
            mode={filter.keywordMode}
            onChange={(keywordMode) => set({ keywordMode })}
            testId="filter-keywords-mode"
          />
        </Box>
        <Box>
          <Multi
            label="Categories"
            options={options.categories}
            value={filter.categories}
            onChange={(categories) => set({ categories })}
            testId="filter-categories"
          />
          <ModeSwitch
            mode={filter.categoryMode}
            onChange={(categoryMode) => set({ categoryMode })}
            testId="filter-categories-mode"
          />
        </Box>
        <FormControlLabel
          label="Mute Only"
          control={
            <Checkbox
              checked={filter.muteOnly}
              onChange={(event) => set({ muteOnly: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'filter-mute-only' } as object }}
            />
          }
        />
        <FormControlLabel
          label="Hide Perilous"
          control={
            <Checkbox
              checked={filter.hidePerilous}
              onChange={(event) => set({ hidePerilous: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'filter-hide-perilous' } as object }}
            />
          }
        />
        <Button onClick={() => onChange(NO_FILTER)} data-testid="filter-reset">
          Reset Filters
        </Button>
        <Button variant="outlined" onClick={onClose} data-testid="filter-close">
          Close
        </Button>
      </Box>
    </Drawer>
  )
}
