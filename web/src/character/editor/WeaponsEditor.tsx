import type { Weapon } from '@loom/core'
import Typography from '@mui/material/Typography'
import { useCallback, useRef, useState } from 'react'
import type { Id } from '../../api/types.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import type { CharacterEdits } from '../use-character.ts'
import { AddRowActions } from './AddRowActions.tsx'
import { useChildList } from './use-child-list.ts'
import { WeaponEditorDialog } from './WeaponEditorDialog.tsx'
import { WeaponRow } from './WeaponRow.tsx'

export function WeaponsEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const [editing, setEditing] = useState<Id | null>(null)
  const list = useChildList(edits, 'weapons', 'weapons', view.weapons)
  // The rows are memoised: they get callbacks that stay the same and act on the latest list.
  const latestList = useRef(list)
  latestList.current = list
  const move = useCallback((weapon: Weapon, to: number) => {
    latestList.current.move(weapon.id, to)
  }, [])
  const remove = useCallback((weapon: Weapon) => {
    latestList.current.remove(weapon, weapon.name)
  }, [])
  const add = async () => {
    try {
      setEditing(await list.add())
    } catch {
      // The failure is shown as a notice.
    }
  }
  return (
    <SheetBlock
      title="Weapons"
      actions={
        <AddRowActions
          label="Add"
          onAdd={add}
          kind="weapon"
          characterId={view.character.id}
          testId="weapons"
        />
      }
      testId="editor-weapons"
    >
      {view.weapons.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No weapons
        </Typography>
      )}
      {view.weapons.map((weapon, index) => (
        <WeaponRow
          key={weapon.id}
          weapon={weapon}
          details={view.weaponDetails.get(weapon.id)}
          initiative={view.character.initiative}
          index={index}
          count={view.weapons.length}
          onEdit={setEditing}
          onMove={move}
          onRemove={remove}
        />
      ))}
      <WeaponEditorDialog
        weapon={view.weapons.find((weapon) => weapon.id === editing)}
        view={view}
        edits={edits}
        onClose={() => setEditing(null)}
      />
      {list.snackbar}
    </SheetBlock>
  )
}
