import Box from '@mui/material/Box'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useRef, useState } from 'react'
import { ResourceDisplay } from '../sheet/ResourceDisplay.tsx'

interface Props<V extends string | number> {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  /** Editors pick a new value from a menu; without it the tile only reads. */
  onChoose?: (value: V) => void
  testId: string
}

/** A resource tile whose value is one of a few named levels (anima, aura). */
export function ChoiceTile<V extends string | number>({
  label,
  value,
  options,
  onChoose,
  testId,
}: Props<V>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const tile = useRef<HTMLElement>(null)
  const current = options.find((option) => option.value === value)?.label ?? String(value)
  return (
    <>
      <Box component="span" ref={tile} sx={{ display: 'inline-flex' }}>
        <ResourceDisplay
          label={label}
          current={current}
          onClick={onChoose ? () => setAnchor(tile.current) : undefined}
          testId={testId}
        />
      </Box>
      {onChoose && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          data-testid={`${testId}-menu`}
        >
          {options.map((option) => (
            <MenuItem
              key={option.value}
              selected={option.value === value}
              onClick={() => {
                setAnchor(null)
                if (option.value !== value) onChoose(option.value)
              }}
              data-testid={`${testId}-option-${option.value}`}
            >
              {option.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  )
}
