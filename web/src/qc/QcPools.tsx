import { type QcStatDetails, uniqueKeys } from '@loom/core'
import Typography from '@mui/material/Typography'
import { SocialRollButton } from '../dice/SocialRollButton.tsx'
import { PoolTile } from '../sheet/PoolTile.tsx'
import { ResourceDisplay } from '../sheet/ResourceDisplay.tsx'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { TileRow } from '../sheet/TileRow.tsx'
import type { QcRow } from './qc-rows.ts'

interface Props {
  qc: QcRow
  details: QcStatDetails
}

/** Join Battle, Movement and, when the QC grapples, its grapple pools. */
export function QcCombat({ qc, details }: Props) {
  const { pools } = details
  return (
    <SheetBlock title="Combat" testId="qc-combat">
      <TileRow>
        <PoolTile
          label="Join Battle"
          detail={pools.join_battle}
          roll={{ label: 'Join Battle', joinBattle: true }}
          testId="qc-join-battle"
        />
        <PoolTile
          label="Movement"
          detail={pools.movement}
          roll={{ label: 'Movement' }}
          testId="qc-movement"
        />
        {qc.grapple > 0 && (
          <>
            <PoolTile
              label="Grapple"
              detail={pools.grapple}
              roll={{ label: 'Grapple' }}
              testId="qc-grapple"
            />
            <PoolTile
              label="Control"
              detail={pools.grapple_control}
              roll={{ label: 'Grapple Control' }}
              testId="qc-grapple-control"
            />
          </>
        )}
      </TileRow>
    </SheetBlock>
  )
}

/** Evasion and Parry (after onslaught), Soak, Hardness and armour. */
export function QcDefenses({ qc, details }: Props) {
  const { ratings } = details
  return (
    <SheetBlock title="Defenses" testId="qc-defenses">
      <TileRow>
        <PoolTile label="Evasion" kind="rating" detail={ratings.evasion} testId="qc-evasion" />
        <PoolTile label="Parry" kind="rating" detail={ratings.parry} testId="qc-parry" />
        <PoolTile label="Soak" kind="rating" detail={details.soak} testId="qc-soak" />
        {details.hardness.total > 0 && (
          <PoolTile label="Hardness" kind="rating" detail={details.hardness} testId="qc-hardness" />
        )}
        <ResourceDisplay
          label="Armor"
          current={
            <Typography component="span" variant="body1">
              {qc.armor_name || 'unarmored'}
            </Typography>
          }
          testId="qc-armor-name"
        />
      </TileRow>
    </SheetBlock>
  )
}

/** Senses, Feats of Strength, Shape Sorcery and the QC's own named action pools. */
export function QcActions({ qc, details }: Props) {
  const { pools } = details
  const keys = uniqueKeys(qc.actions.map((action) => action.action))
  return (
    <SheetBlock title="Actions" testId="qc-actions">
      <TileRow>
        <PoolTile
          label="Senses"
          detail={pools.senses}
          roll={{ label: 'Senses' }}
          testId="qc-senses"
        />
        {qc.feats_of_strength > 0 && (
          <PoolTile
            label="Feats of Strength"
            detail={pools.feats_of_strength}
            roll={{ label: 'Feats of Strength' }}
            testId="qc-feats-of-strength"
          />
        )}
        {qc.is_sorcerer && (
          <PoolTile
            label="Shape Sorcery"
            detail={pools.shape_sorcery}
            roll={{ label: 'Shape Sorcery' }}
            testId="qc-shape-sorcery"
          />
        )}
        {qc.actions.map((action, index) => {
          const key = keys[index] ?? action.action
          const detail = details.actions[key]
          return (
            detail && (
              <PoolTile
                key={action.id}
                label={key}
                detail={detail}
                roll={{ label: key }}
                testId={`qc-action-${index}`}
              />
            )
          )
        })}
      </TileRow>
    </SheetBlock>
  )
}

/** Resolve and Guile (static ratings) and Appearance. */
export function QcSocial({ details }: Props) {
  const { ratings } = details
  return (
    <SheetBlock title="Social" actions={<SocialRollButton />} testId="qc-social">
      <TileRow>
        <PoolTile label="Resolve" kind="rating" detail={ratings.resolve} testId="qc-resolve" />
        <PoolTile label="Guile" kind="rating" detail={ratings.guile} testId="qc-guile" />
        <PoolTile
          label="Appearance"
          kind="rating"
          detail={details.appearance}
          testId="qc-appearance"
        />
      </TileRow>
    </SheetBlock>
  )
}
