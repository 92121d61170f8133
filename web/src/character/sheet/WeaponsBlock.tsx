import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { WeaponLine } from './WeaponLine.tsx'

export function WeaponsBlock({ view }: { view: CharacterView }) {
  return (
    <SheetBlock title="Weapons" testId="block-weapons">
      {view.weapons.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No weapons
        </Typography>
      )}
      {view.weapons.map((weapon) => (
        <WeaponLine
          key={weapon.id}
          weapon={weapon}
          details={view.weaponDetails.get(weapon.id)}
          initiative={view.character.initiative}
        />
      ))}
    </SheetBlock>
  )
}
