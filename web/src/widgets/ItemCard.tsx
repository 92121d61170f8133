import PushPinIcon from '@mui/icons-material/PushPin'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Asset, Character } from '../api/types.ts'
import { describeCharacter } from '../characters/describe-character.ts'
import { CombatantSummary } from '../chronicle/CombatantSummary.tsx'
import { useCombatantFigures } from '../chronicle/use-combatant-figures.ts'
import { type ItemKind, singular } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { updateItem } from '../store/items.ts'
import { selectItemPermissions } from '../store/permissions.ts'
import { ItemActionsMenu } from './actions-menu/ItemActionsMenu.tsx'
import { NotesButton } from './NotesButton.tsx'
import { CardPortrait } from './Portrait.tsx'

interface Props {
  kind: ItemKind
  item: Asset
  handle: ReactNode
}

const DESCRIPTION_PREVIEW = 160

/**
 * A summary tile of the player's own list: name, what it is, its notes and menu, then the
 * resources, health, defences and penalties a chronicle card shows (the same summary), and
 * whether it is hidden or pinned.
 */
export function ItemCard({ kind, item, handle }: Props) {
  const testId = `card-${kind}-${item.id}`
  // The parts' test ids must not start with the card's: lists find cards by that prefix.
  const partsTestId = `summary-${kind}-${item.id}`
  const figures = useCombatantFigures(singular(kind), item)
  const canEdit = useAppSelector(
    (state) => selectItemPermissions(state, kind, item.id)?.edit ?? false,
  )
  const dispatch = useAppDispatch()
  return (
    <Paper
      component="article"
      aria-label={item.name}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <CardPortrait kind={kind} item={item} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h3" noWrap>
            <Link component={RouterLink} to={`/${kind}/${item.id}`} data-testid="card-name">
              {item.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="card-subtitle">
            {subtitle(kind, item)}
          </Typography>
        </Box>
        <NotesButton kind={kind} row={item} testId={partsTestId} />
        <ItemActionsMenu kind={kind} id={item.id} onCard />
      </Box>
      <CombatantSummary
        kind={singular(kind)}
        row={item}
        figures={figures}
        save={canEdit ? (changes) => void dispatch(updateItem(kind, item.id, changes)) : undefined}
        testId={partsTestId}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 'auto' }}>
        {item.hidden && (
          <Typography
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            data-testid="card-hidden"
          >
            <VisibilityOffIcon fontSize="small" aria-hidden /> Hidden
          </Typography>
        )}
        {item.pinned && (
          <Typography
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            data-testid="card-pinned"
          >
            <PushPinIcon fontSize="small" aria-hidden /> Pinned
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {handle}
      </Box>
    </Paper>
  )
}

function subtitle(kind: ItemKind, item: Asset): string {
  if (kind === 'characters') return describeCharacter(item as Character)
  const description = typeof item.description === 'string' ? item.description : ''
  if (description) {
    return description.length > DESCRIPTION_PREVIEW
      ? `${description.slice(0, DESCRIPTION_PREVIEW)}…`
      : description
  }
  return kind === 'qcs' ? 'Quick Character' : `Battlegroup of size ${item.size ?? 1}`
}
