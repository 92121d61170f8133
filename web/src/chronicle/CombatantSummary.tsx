import type { CombatantKind, MotePool, StoredCommitment } from '@loom/core'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Row } from '../api/types.ts'
import { DamageDialog } from '../sheet/DamageDialog.tsx'
import { HealthBoxes } from '../sheet/HealthBoxes.tsx'
import { MoteSpendDialog } from '../sheet/MoteSpendDialog.tsx'
import { ResourceDisplay } from '../sheet/ResourceDisplay.tsx'
import { WillpowerDialog } from '../sheet/WillpowerDialog.tsx'
import type { CombatantFigures } from './use-combatant-figures.ts'

interface Props {
  kind: CombatantKind
  row: Row
  figures: CombatantFigures
  /** Editors change resources here; everyone else only reads them. */
  save?: (changes: Record<string, unknown>) => void
  testId: string
}

type Open = MotePool | 'willpower' | 'damage' | null

/**
 * The middle of a chronicle card: motes, willpower (or magnitude), health boxes, defences (as a
 * grapple lowers them), what the fight adds or takes (a grapple's fewer dice, a mount) and
 * penalties, the same for every kind so cards read alike across the page.
 */
export function CombatantSummary({ kind, row, figures, save, testId }: Props) {
  const [open, setOpen] = useState<Open>(null)
  const opener = (which: Open) => (save ? () => setOpen(which) : undefined)
  const close = () => setOpen(null)
  const commitments = (
    Array.isArray(row.motes_committed) ? row.motes_committed : []
  ) as StoredCommitment[]
  const pools = { personal: figures.personal, peripheral: figures.peripheral }
  const openPool = open === 'personal' || open === 'peripheral' ? pools[open] : null
  return (
    <Box data-testid={`${testId}-summary`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}>
        {figures.personal && (
          <ResourceDisplay
            label="Personal"
            {...figures.personal}
            onClick={opener('personal')}
            testId={`${testId}-personal`}
          />
        )}
        {figures.peripheral && (
          <ResourceDisplay
            label="Peripheral"
            {...figures.peripheral}
            onClick={opener('peripheral')}
            testId={`${testId}-peripheral`}
          />
        )}
        {figures.willpower && (
          <ResourceDisplay
            label="Willpower"
            current={figures.willpower.current}
            total={figures.willpower.permanent}
            onClick={kind === 'battlegroup' ? undefined : opener('willpower')}
            testId={`${testId}-willpower`}
          />
        )}
        {figures.magnitude && (
          <ResourceDisplay
            label="Magnitude"
            current={figures.magnitude.current}
            total={figures.magnitude.total}
            testId={`${testId}-magnitude`}
          />
        )}
      </Box>
      {figures.track && (
        <Box sx={{ my: 1 }}>
          <HealthBoxes
            track={figures.track}
            onClick={opener('damage')}
            testId={`${testId}-health`}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {figures.figures.map((figure) => (
          <Box key={figure.label} data-testid={`${testId}-${figure.testId}`}>
            <Typography variant="caption" color="text.secondary" component="div">
              {figure.label}
            </Typography>
            <Typography
              variant="h6"
              component="div"
              data-testid={`${testId}-${figure.testId}-value`}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {figures.adjustments.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          data-testid={`${testId}-adjustments`}
        >
          {figures.adjustments.map((adjustment) => (
            <Chip
              key={adjustment.testId}
              size="small"
              variant="outlined"
              label={adjustment.label}
              title={adjustment.title}
              data-testid={`${testId}-${adjustment.testId}`}
            />
          ))}
        </Box>
      )}
      {figures.penalties.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-penalties`}>
          Penalties: {figures.penalties.join(', ')}
        </Typography>
      )}
      {save && open === 'damage' && figures.track && (
        <DamageDialog
          open
          onClose={close}
          track={figures.track}
          onApply={(changes) => save(changes)}
          testId={`${testId}-damage-dialog`}
        />
      )}
      {save && open === 'willpower' && figures.willpower && (
        <WillpowerDialog
          open
          onClose={close}
          current={figures.willpower.current}
          permanent={figures.willpower.permanent}
          onApply={(current) => save({ willpower_temporary: current })}
          testId={`${testId}-willpower-dialog`}
        />
      )}
      {save && openPool && (open === 'personal' || open === 'peripheral') && (
        <MoteSpendDialog
          open
          onClose={close}
          state={{
            pool: open,
            current: openPool.current,
            total: openPool.total,
            committed: kind === 'combat_actor' ? [] : commitments,
            animaLevel: Number(row.anima_level ?? 0),
            hasAnima: open === 'peripheral' && (figures.personal?.total ?? 0) > 0,
          }}
          onApply={(changes) => save(changes)}
          testId={`${testId}-motes-dialog`}
        />
      )}
    </Box>
  )
}
