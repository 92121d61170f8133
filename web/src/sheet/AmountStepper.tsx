import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'

interface Props {
  label: string
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  /** Step buttons; negative ones go before the field, positive ones after "0". */
  steps: readonly number[]
  /** Extra button that sets the value at once, e.g. "-All" healing every point of a kind. */
  preset?: { label: string; value: number }
  testId: string
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** An amount for a dialog: "-5 -1 [n] 0 +1 +5", kept within its range. */
export function AmountStepper({ label, value, onChange, min, max, steps, preset, testId }: Props) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const set = (next: number) => onChange(clamp(next, min, max))
  const stepButton = (step: number) => (
    <Button
      key={step}
      size="small"
      variant="outlined"
      onClick={() => set(value + step)}
      disabled={step < 0 ? value <= min : value >= max}
      data-testid={`${testId}-step-${step < 0 ? `minus${-step}` : `plus${step}`}`}
      sx={{ minWidth: 40 }}
    >
      {step > 0 ? `+${step}` : step}
    </Button>
  )
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {preset && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => set(preset.value)}
          data-testid={`${testId}-preset`}
          sx={{ minWidth: 40 }}
        >
          {preset.label}
        </Button>
      )}
      {steps.filter((step) => step < 0).map(stepButton)}
      <TextField
        label={label}
        type="number"
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const parsed = Number.parseInt(event.target.value, 10)
          if (Number.isFinite(parsed)) set(parsed)
        }}
        onBlur={() => setText(String(value))}
        onFocus={(event) => event.target.select()}
        sx={{ width: 96 }}
        slotProps={{ htmlInput: { min, max, inputMode: 'numeric', 'data-testid': testId } }}
      />
      <Button
        size="small"
        variant="outlined"
        onClick={() => set(0)}
        data-testid={`${testId}-zero`}
        sx={{ minWidth: 40 }}
      >
        0
      </Button>
      {steps.filter((step) => step > 0).map(stepButton)}
    </Box>
  )
}
