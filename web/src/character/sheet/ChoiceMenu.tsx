import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type ReactNode, useState } from 'react'
import { ResourceDisplay } from '../../sheet/ResourceDisplay.tsx'

interface Props {
  label: string
  current: ReactNode
  options: readonly { value: string; label: string }[]
  /** Editors pick from the menu; others only read. */
  onChoose?: (value: string) => void
  testId: string
}

/** A resource tile that opens a menu of values (anima level, aura). */
export function ChoiceMenu({ label, current, options, onChoose, testId }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <ResourceDisplay
        label={label}
        current={current}
        onClick={
          onChoose
            ? () => setAnchor(document.querySelector(`[data-testid="${testId}"]`) as HTMLElement)
            : undefined
        }
        testId={testId}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            onClick={() => {
              onChoose?.(option.value)
              setAnchor(null)
            }}
            data-testid={`${testId}-option-${option.value}`}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
