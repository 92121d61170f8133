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
import type { ItemKind } from '../store/entities/kinds.ts'
import { ItemActionsMenu } from './actions-menu/ItemActionsMenu.tsx'
import { CardPortrait } from './Portrait.tsx'

interface Props {
  kind: ItemKind
  item: Asset
  handle: ReactNode
}

const DESCRIPTION_PREVIEW = 160

/** A summary tile: name, what it is, whether it is hidden or pinned, and its menu. */
export function ItemCard({ kind, item, handle }: Props) {
  return (
    <Paper
      component="article"
      aria-label={item.name}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={`card-${kind}-${item.id}`}
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
        <ItemActionsMenu kind={kind} id={item.id} onCard />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 'auto', pt: 1 }}>
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
