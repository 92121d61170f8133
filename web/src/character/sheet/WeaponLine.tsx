import type { Weapon, WeaponDetails } from '@loom/core'
import { styled } from '@mui/material/styles'
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

/**
 * One styled root, plain elements inside: a large sheet lists twenty weapons, and a Box or a
 * Typography per line would each serialise their styles at every render. The classes give
 * the elements the looks of the Typography variants they replace.
 */
const LineRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  alignItems: 'flex-start',
  padding: theme.spacing(1, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& > .weapon-body': { flexGrow: 1, minWidth: 0 },
  '& .weapon-name': { margin: 0, ...theme.typography.subtitle1 },
  '& .weapon-caption': {
    margin: 0,
    marginLeft: theme.spacing(1),
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  },
  '& .weapon-text': { margin: 0, ...theme.typography.body2 },
  '& .weapon-tags': { color: theme.palette.text.secondary },
  '& .weapon-notes': { whiteSpace: 'pre-wrap' },
}))

/** A weapon on the sheet: name, its pools, tags and notes. */
export function WeaponLine({ weapon, details, initiative, leading, trailing }: Props) {
  const sub = caption(weapon)
  return (
    <LineRoot data-testid={`weapon-${weapon.id}`}>
      {leading}
      <div className="weapon-body">
        <h3 className="weapon-name" data-testid={`weapon-${weapon.id}-name`}>
          {weapon.name}
          {sub && <span className="weapon-caption">{sub}</span>}
        </h3>
        {details && <WeaponPools weapon={weapon} details={details} initiative={initiative} />}
        <p className="weapon-text weapon-tags" data-testid={`weapon-${weapon.id}-tags`}>
          Tags: {weapon.tags.length > 0 ? weapon.tags.join(', ') : 'none'}
        </p>
        {weapon.notes && <p className="weapon-text weapon-notes">{weapon.notes}</p>}
      </div>
      {trailing}
    </LineRoot>
  )
}
