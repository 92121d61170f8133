import type { Weapon, WeaponDetails } from '@loom/core'
import Edit from '@mui/icons-material/Edit'
import IconButton from '@mui/material/IconButton'
import { memo } from 'react'
import type { Id } from '../../api/types.ts'
import { ChildControls } from '../../sheet/ChildControls.tsx'
import { WeaponLine } from '../sheet/WeaponLine.tsx'

export interface WeaponRowProps {
  weapon: Weapon
  details: WeaponDetails | undefined
  initiative: number
  index: number
  count: number
  /** Stable across renders: they act on the list as it is when called. */
  onEdit: (id: Id) => void
  onMove: (weapon: Weapon, to: number) => void
  onRemove: (weapon: Weapon) => void
}

/**
 * An edit elsewhere on the character (an attribute) rebuilds every weapon's figures; a row
 * whose weapon, place and figures read the same is left alone, so a keystroke repaints
 * neither its tiles nor its four icon buttons. Weapons keep their object across edits that
 * do not touch them (character-view.ts); their figures are compared by content.
 */
export function sameWeaponRow(a: WeaponRowProps, b: WeaponRowProps): boolean {
  return (
    a.weapon === b.weapon &&
    a.initiative === b.initiative &&
    a.index === b.index &&
    a.count === b.count &&
    a.onEdit === b.onEdit &&
    a.onMove === b.onMove &&
    a.onRemove === b.onRemove &&
    (a.details === b.details || JSON.stringify(a.details) === JSON.stringify(b.details))
  )
}

/** A weapon in the editor: its sheet line between the edit button and the row controls. */
export const WeaponRow = memo(function WeaponRow({
  weapon,
  details,
  initiative,
  index,
  count,
  onEdit,
  onMove,
  onRemove,
}: WeaponRowProps) {
  return (
    <WeaponLine
      weapon={weapon}
      details={details}
      initiative={initiative}
      leading={
        <IconButton
          size="small"
          onClick={() => onEdit(weapon.id)}
          aria-label={`Edit ${weapon.name}`}
          data-testid={`weapon-${weapon.id}-edit`}
        >
          <Edit fontSize="small" />
        </IconButton>
      }
      trailing={
        <ChildControls
          name={weapon.name}
          index={index}
          count={count}
          onMove={(to) => onMove(weapon, to)}
          onRemove={() => onRemove(weapon)}
          testId={`weapon-${weapon.id}`}
        />
      }
    />
  )
}, sameWeaponRow)
