import { BATTLEGROUP_EFFECT_TARGETS, drillLabel } from '@loom/core'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { RollProvider } from '../dice/RollProvider.tsx'
import { useSheetRoller } from '../dice/roller.ts'
import { AfflictingPoisons } from '../qc/AfflictingPoisons.tsx'
import { AttacksSection } from '../qc/attacks/AttacksSection.tsx'
import { useListFieldEdit } from '../qc/editor/use-item-form.ts'
import type { BattlegroupRow } from '../qc/qc-rows.ts'
import { SheetTitle, useSheetEditing } from '../qc/SheetTitle.tsx'
import { EffectsBlock } from '../sheet/effects/EffectsBlock.tsx'
import { PoolTile } from '../sheet/PoolTile.tsx'
import { ResourceDisplay } from '../sheet/ResourceDisplay.tsx'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { TileRow } from '../sheet/TileRow.tsx'
import { WillpowerTile } from '../sheet/WillpowerTile.tsx'
import { Block } from '../widgets/Block.tsx'
import { SheetPortrait } from '../widgets/Portrait.tsx'
import { ProseText } from '../widgets/ProseText.tsx'
import { BattlegroupHealthDialog } from './BattlegroupHealthDialog.tsx'
import { useBattlegroupDetails } from './use-battlegroup-details.ts'

const text = (value: string) => (
  <Typography component="span" variant="body1">
    {value}
  </Typography>
)

/** The battlegroup's read view; editors also change its magnitude, size and willpower here. */
export function BattlegroupSheet({ battlegroup: bg }: { battlegroup: BattlegroupRow }) {
  const details = useBattlegroupDetails(bg)
  const { canEdit, save } = useSheetEditing('battlegroups', bg.id)
  const editList = useListFieldEdit<BattlegroupRow>('battlegroups', bg.id)
  const [healthOpen, setHealthOpen] = useState(false)
  const openHealth = canEdit ? () => setHealthOpen(true) : undefined
  const roller = useSheetRoller('battlegroup', bg, canEdit)
  return (
    <RollProvider roller={roller}>
      <Grid container spacing={2} data-testid="battlegroup-sheet">
        <Grid size={12}>
          <Block>
            <SheetTitle item={bg} />
            {bg.description && (
              <Box sx={{ my: 1 }} data-testid="battlegroup-description">
                <ProseText text={bg.description} variant="body1" />
              </Box>
            )}
            <TileRow testId="battlegroup-strength">
              <ResourceDisplay
                label="Magnitude"
                current={bg.magnitude}
                total={details.magnitude_total}
                onClick={openHealth}
                testId="battlegroup-magnitude"
              />
              <ResourceDisplay
                label="Size"
                current={bg.size}
                onClick={openHealth}
                testId="battlegroup-size"
              />
              <WillpowerTile
                current={bg.willpower_temporary}
                permanent={bg.willpower_permanent}
                save={canEdit ? save : undefined}
                testId="battlegroup-willpower"
              />
              <ResourceDisplay label="Essence" current={bg.essence} testId="battlegroup-essence" />
              <ResourceDisplay
                label="Drill"
                current={text(drillLabel(bg.drill))}
                testId="battlegroup-drill"
              />
              {bg.might > 0 && (
                <ResourceDisplay label="Might" current={bg.might} testId="battlegroup-might" />
              )}
              {bg.perfect_morale && (
                <ResourceDisplay
                  label="Morale"
                  current={text('Perfect')}
                  testId="battlegroup-perfect-morale"
                />
              )}
            </TileRow>
          </Block>
        </Grid>
        <Grid size={12}>
          <SheetBlock title="Combat" testId="battlegroup-combat">
            <TileRow>
              <PoolTile
                label="Join Battle"
                detail={details.join_battle}
                roll={{ label: 'Join Battle', joinBattle: true }}
                testId="battlegroup-join-battle"
              />
              <ResourceDisplay
                label="Vs Rout"
                current={bg.willpower_permanent}
                testId="battlegroup-vs-rout"
              />
              <ResourceDisplay
                label="Movement"
                current={bg.movement}
                testId="battlegroup-movement"
              />
              <ResourceDisplay
                label="Defense Bonus"
                current={`+${details.defense_bonus}`}
                testId="battlegroup-defense-bonus"
              />
              <PoolTile
                label="Evasion"
                kind="rating"
                detail={details.evasion}
                testId="battlegroup-evasion"
              />
              <PoolTile
                label="Parry"
                kind="rating"
                detail={details.parry}
                testId="battlegroup-parry"
              />
              <PoolTile label="Soak" detail={details.soak} testId="battlegroup-soak" />
              {details.hardness.total > 0 && (
                <PoolTile
                  label="Hardness"
                  kind="rating"
                  detail={details.hardness}
                  testId="battlegroup-hardness"
                />
              )}
              {bg.onslaught > 0 && (
                <ResourceDisplay
                  label="Onslaught"
                  current={`-${bg.onslaught}`}
                  testId="battlegroup-onslaught"
                />
              )}
              <ResourceDisplay
                label="Armor"
                current={text(bg.armor_name || 'Unarmored')}
                testId="battlegroup-armor-name"
              />
            </TileRow>
          </SheetBlock>
        </Grid>
        <Grid size={12}>
          <AttacksSection owner={bg} figures={details.attacks} testId="battlegroup" />
        </Grid>
        <Grid size={12}>
          <SheetBlock title="Senses and Social" testId="battlegroup-social">
            <TileRow>
              <PoolTile
                label="Senses"
                detail={details.senses}
                roll={{ label: 'Senses' }}
                testId="battlegroup-senses"
              />
              <PoolTile
                label="Resolve"
                kind="rating"
                detail={details.resolve}
                testId="battlegroup-resolve"
              />
              <PoolTile
                label="Guile"
                kind="rating"
                detail={details.guile}
                testId="battlegroup-guile"
              />
              <PoolTile
                label="Appearance"
                kind="rating"
                detail={details.appearance}
                testId="battlegroup-appearance"
              />
            </TileRow>
          </SheetBlock>
        </Grid>
        <Grid size={12}>
          <EffectsBlock
            effects={bg.effects}
            targets={BATTLEGROUP_EFFECT_TARGETS}
            onEdit={canEdit ? (edit) => editList('effects', edit) : null}
            testId="battlegroup-effects"
          />
        </Grid>
        <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
          <AfflictingPoisons owner={bg} testId="battlegroup-poisons" />
        </Grid>
        {(bg.portrait_digest || bg.portrait_link) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <SheetBlock title="Portrait" testId="battlegroup-portrait">
              <SheetPortrait kind="battlegroups" item={bg} />
            </SheetBlock>
          </Grid>
        )}
        {canEdit && (
          <BattlegroupHealthDialog
            open={healthOpen}
            onClose={() => setHealthOpen(false)}
            battlegroup={bg}
            onSave={save}
          />
        )}
      </Grid>
    </RollProvider>
  )
}
