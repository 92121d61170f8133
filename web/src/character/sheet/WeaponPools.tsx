import type { RangeBand, StatDetail, Weapon, WeaponDetails } from '@loom/core'
import { styled } from '@mui/material/styles'
import { RollButton } from '../../dice/RollButton.tsx'
import { PoolTile } from '../../sheet/PoolTile.tsx'
import { traitLabel } from '../trait-labels.ts'
import { weaponTagNotes } from '../weapon-tag-notes.ts'

interface Tile {
  key: string
  label: string
  detail: StatDetail
  kind?: 'pool' | 'rating'
  extras?: string[]
  notes?: string[]
  /** Rolled from the sheet: attacks, and damage (no doubles, no stunt). */
  roll?: 'attack' | 'damage'
}

function damageTypeNote(details: WeaponDetails): string[] {
  return details.damage_type ? [`Attacks will deal ${details.damage_type} damage`] : []
}

/** The tiles of one weapon: bands for ranged weapons, Parry for melee ones. */
export function weaponTiles(weapon: Weapon, details: WeaponDetails): Tile[] {
  const tagNotes = weaponTagNotes(weapon.tags)
  const attackNotes = [...damageTypeNote(details), ...tagNotes]
  const damage: Tile = {
    key: 'withering-damage',
    label: 'Withering Damage',
    detail: details.withering_damage,
    extras: [`min ${details.overwhelming.total}`],
    notes: [`Minimum pool ${details.overwhelming.total}`, ...tagNotes],
    roll: 'damage',
  }
  const decisive: Tile = {
    key: 'decisive-attack',
    label: 'Decisive Attack',
    detail: details.decisive_attack,
    notes: attackNotes,
    roll: 'attack',
  }
  const powerful: Tile[] = details.powerful_damage
    ? [
        {
          key: 'powerful-damage',
          label: 'Powerful Damage',
          detail: details.powerful_damage,
          roll: 'damage' as const,
        },
      ]
    : []
  if (details.ranged) {
    const ranged = details.ranged
    const bands = ranged.available.map(
      (band: RangeBand): Tile => ({
        key: `withering-${band}`,
        label: `Withering ${traitLabel(band)}`,
        detail: ranged.bands[band],
        notes: attackNotes,
        roll: 'attack',
      }),
    )
    return [...bands, damage, ...powerful, decisive]
  }
  return [
    {
      key: 'withering-attack',
      label: 'Withering Attack',
      detail: details.withering_attack,
      notes: attackNotes,
      roll: 'attack',
    },
    damage,
    ...powerful,
    decisive,
    { key: 'parry', label: 'Parry', detail: details.parry, kind: 'rating' },
  ]
}

const PoolsRow = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  alignItems: 'flex-start',
}))

interface Props {
  weapon: Weapon
  details: WeaponDetails
  /** The character's Initiative: the dice of its decisive damage. */
  initiative: number
}

export function WeaponPools({ weapon, details, initiative }: Props) {
  return (
    <PoolsRow>
      {weaponTiles(weapon, details).map((tile) => (
        <PoolTile
          key={tile.key}
          label={tile.label}
          detail={tile.detail}
          kind={tile.kind}
          extras={tile.extras}
          notes={tile.notes}
          roll={
            tile.roll && {
              label: `${weapon.name}: ${tile.label}`,
              damage: tile.roll === 'damage',
            }
          }
          testId={`weapon-${weapon.id}-${tile.key}`}
        />
      ))}
      <RollButton
        text="Decisive damage"
        preset={{ label: `${weapon.name}: Decisive Damage`, pool: initiative, damage: true }}
        testId={`weapon-${weapon.id}-decisive-damage-roll`}
      />
    </PoolsRow>
  )
}
