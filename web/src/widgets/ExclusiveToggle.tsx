import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'

/**
 * A row of small toggle buttons of which exactly one is on: `options` in order, each shown by
 * `labelOf` with the test id `${testId}-${option}`; clicking the one that is on keeps it on.
 */
export function ExclusiveToggle<T extends string>({
  value,
  options,
  labelOf,
  onChange,
  ariaLabel,
  testId,
  wrap = false,
}: {
  value: T
  options: readonly T[]
  labelOf: (option: T) => string
  onChange: (option: T) => void
  ariaLabel: string
  testId: string
  /** Let the buttons wrap onto more lines on a narrow screen. */
  wrap?: boolean
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
      aria-label={ariaLabel}
      data-testid={testId}
      sx={wrap ? { flexWrap: 'wrap' } : undefined}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option} data-testid={`${testId}-${option}`}>
          {labelOf(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
