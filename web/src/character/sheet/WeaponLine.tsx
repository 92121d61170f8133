import type { Weapon, WeaponDetails } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { WeaponPools } from './WeaponPools.tsx'

const BOLT_CAPTIONS: readonly [string, string][] = [
  ['elemental bolt', 'Elemental Bolt'],
  ['crypt bolt', 'Crypt Bolt'],
]

function caption(weapon: Weapon): string | null {
  const bolt = BOLT_CAPTIONS.find(([tag]) => weapon.tags.includes(tag))
  if (bolt) return bolt[1]
  return weapon.is_artifact ? 'Artifact' : null
}

interface Props {
  weapon: Weapon
  details: WeaponDetails | undefined
  /** The character's Initiative, for rolling decisive damage. */
  initiative: number
  /** Editor controls before the name (edit, reorder). */
  leading?: ReactNode
  trailing?: ReactNode
}

/** A weapon on the sheet: name, its pools, tags and notes. */
export function WeaponLine({ weapon, details, initiative, leading, trailing }: Props) {
  const sub = caption(weapon)
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
      data-testid={`weapon-${weapon.id}`}
    >
      {leading}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" data-testid={`weapon-${weapon.id}-name`}>
          {weapon.name}
          {sub && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {sub}
            </Typography>
          )}
        </Typography>
        {details && <WeaponPools weapon={weapon} details={details} initiative={initiative} />}
        <Typography variant="body2" color="text.secondary" data-testid={`weapon-${weapon.id}-tags`}>
          Tags: {weapon.tags.length > 0 ? weapon.tags.join(', ') : 'none'}
        </Typography>
        {weapon.notes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {weapon.notes}
          </Typography>
        )}
      </Box>
      {trailing}
    </Box>
  )
}
