import {
  ANIMA_LEVELS,
  AURAS,
  hasPainTolerance,
  MOTE_POOL_LABELS,
  MOTE_POOLS,
  type MotePool,
  type StoredCommitment,
} from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { DamageDialog } from '../../sheet/DamageDialog.tsx'
import { HealthBoxes } from '../../sheet/HealthBoxes.tsx'
import { MoteSpendDialog } from '../../sheet/MoteSpendDialog.tsx'
import { ResourceDisplay } from '../../sheet/ResourceDisplay.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { WillpowerDialog } from '../../sheet/WillpowerDialog.tsx'
import type { CharacterView } from '../character-view.ts'
import { motePoolState } from '../charm-activation.ts'
import { CommitmentsEditor } from '../editor/CommitmentsEditor.tsx'
import { typeDisplay } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { ChoiceMenu } from './ChoiceMenu.tsx'
import { ShapeSorceryDialog } from './ShapeSorceryDialog.tsx'

type Open = MotePool | 'willpower' | 'damage' | 'sorcery' | 'necromancy' | null

interface Props {
  view: CharacterView
  /** Only editors can spend, commit, recover or take damage. */
  edits: CharacterEdits | null
}

/** Motes, willpower, anima, aura, sorcery and health: what changes at the table. */
export function ResourcesBlock({ view, edits }: Props) {
  const { character, details } = view
  const display = typeDisplay(character.type)
  const [open, setOpen] = useState<Open>(null)
  const opener = (which: Open) => (edits ? () => setOpen(which) : undefined)
  const committed = character.motes_committed as StoredCommitment[]
  const totals = {
    personal: details.motes.personal_total,
    peripheral: details.motes.peripheral_total,
  }
  const currents = {
    personal: character.motes_personal_current,
    peripheral: character.motes_peripheral_current,
  }
  const committedIn = (pool: MotePool) =>
    committed.filter((c) => c.pool === pool).reduce((sum, c) => sum + c.motes, 0)
  const pools = display.exalt ? MOTE_POOLS.filter((pool) => totals[pool] > 0) : []
  return (
    <SheetBlock title="Resources" testId="block-resources">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {pools.map((pool) => (
          <ResourceDisplay
            key={pool}
            label={MOTE_POOL_LABELS[pool]}
            current={currents[pool]}
            total={totals[pool]}
            committed={committedIn(pool)}
            onClick={opener(pool)}
            testId={`resource-motes-${pool}`}
          />
        ))}
        {character.is_sorcerer && (
          <ResourceDisplay
            label="Sorcerous"
            current={character.sorcerous_motes}
            onClick={opener('sorcery')}
            testId="resource-sorcerous"
          />
        )}
        {character.is_necromancer && (
          <ResourceDisplay
            label="Necromantic"
            current={character.necromantic_motes}
            onClick={opener('necromancy')}
            testId="resource-necromantic"
          />
        )}
        <ResourceDisplay
          label="Willpower"
          current={character.willpower_temporary}
          total={character.willpower_permanent}
          onClick={opener('willpower')}
          testId="resource-willpower"
        />
        {display.aura && character.aura !== '' && (
          <ChoiceMenu
            label="Aura"
            current={character.aura}
            options={AURAS.map((aura) => ({ value: aura, label: aura }))}
            onChoose={edits ? (aura) => edits.update({ aura }) : undefined}
            testId="resource-aura"
          />
        )}
        {display.exalt && (
          <ChoiceMenu
            label="Anima"
            current={`${ANIMA_LEVELS[character.anima_level] ?? 'Dim'}${character.anima_level > 0 ? ` (${character.anima_level})` : ''}`}
            options={ANIMA_LEVELS.map((label, level) => ({ value: String(level), label }))}
            onChoose={edits ? (level) => edits.update({ anima_level: Number(level) }) : undefined}
            testId="resource-anima"
          />
        )}
      </Box>
      <HealthBoxes
        track={details.health_track}
        woundPenalty={details.penalties.wound}
        onClick={opener('damage')}
        testId="sheet-health"
      />
      {character.resources.length > 0 && (
        <Box sx={{ mt: 1 }} data-testid="misc-resources">
          <Typography variant="subtitle2" component="h3">
            Misc. Resources
          </Typography>
          {character.resources.map((resource) => (
            <Typography key={resource.id} variant="body2">
              {resource.resource}: {resource.value}
            </Typography>
          ))}
        </Box>
      )}
      {edits && (
        <>
          {pools.map((pool) => (
            <MoteSpendDialog
              key={pool}
              open={open === pool}
              onClose={() => setOpen(null)}
              state={motePoolState(view, pool)}
              onApply={edits.update}
              commitments={<CommitmentsEditor character={character} edits={edits} />}
              testId={`mote-dialog-${pool}`}
            />
          ))}
          <WillpowerDialog
            open={open === 'willpower'}
            onClose={() => setOpen(null)}
            current={character.willpower_temporary}
            permanent={character.willpower_permanent}
            onApply={(current) => edits.update({ willpower_temporary: current })}
          />
          <DamageDialog
            open={open === 'damage'}
            onClose={() => setOpen(null)}
            track={details.health_track}
            painTolerance={hasPainTolerance(view.merits)}
            onApply={edits.update}
          />
          <ShapeSorceryDialog
            open={open === 'sorcery'}
            onClose={() => setOpen(null)}
            title="Shape Sorcery"
            pool={details.pools.shape_sorcery.total}
            current={character.sorcerous_motes}
            onApply={(total) => edits.update({ sorcerous_motes: total })}
            testId="shape-sorcery-dialog"
          />
          <ShapeSorceryDialog
            open={open === 'necromancy'}
            onClose={() => setOpen(null)}
            title="Shape Necromancy"
            pool={details.pools.shape_sorcery.total}
            current={character.necromantic_motes}
            onApply={(total) => edits.update({ necromantic_motes: total })}
            testId="shape-necromancy-dialog"
          />
        </>
      )}
    </SheetBlock>
  )
}
