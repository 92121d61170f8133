import AddCircleOutline from '@mui/icons-material/AddCircleOutline'
import Edit from '@mui/icons-material/Edit'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Id } from '../../api/types.ts'
import { FromLibraryButton } from '../../library/FromLibraryButton.tsx'
import { ChildControls } from '../../sheet/ChildControls.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { WeaponLine } from '../sheet/WeaponLine.tsx'
import type { CharacterEdits } from '../use-character.ts'
import { useChildList } from './use-child-list.ts'
import { WeaponEditorDialog } from './WeaponEditorDialog.tsx'

export function WeaponsEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const [editing, setEditing] = useState<Id | null>(null)
  const list = useChildList(edits, 'weapons', 'weapons', view.weapons)
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
        <>
          <Button
            size="small"
            endIcon={<AddCircleOutline />}
            onClick={add}
            data-testid="weapons-add"
          >
            Add
          </Button>
          <FromLibraryButton
            kind="weapon"
            target={{ kind: 'characters', id: view.character.id }}
            testId="weapons-from-library"
          />
        </>
      }
      testId="editor-weapons"
    >
      {view.weapons.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No weapons
        </Typography>
      )}
      {view.weapons.map((weapon, index) => (
        <WeaponLine
          key={weapon.id}
          weapon={weapon}
          details={view.weaponDetails.get(weapon.id)}
          initiative={view.character.initiative}
          leading={
            <IconButton
              size="small"
              onClick={() => setEditing(weapon.id)}
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
              count={view.weapons.length}
              onMove={(to) => list.move(weapon.id, to)}
              onRemove={() => list.remove(weapon, weapon.name)}
              testId={`weapon-${weapon.id}`}
            />
          }
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
