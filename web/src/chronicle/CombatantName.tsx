import type { CombatantKind } from '@loom/core'
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import type { Row } from '../api/types.ts'
import { selectPlayerName } from '../store/chronicles/index.ts'
import { useAppSelector } from '../store/hooks.ts'

const PATHS: Readonly<Record<CombatantKind, (row: Row) => string>> = {
  character: (row) => `/characters/${row.id}`,
  qc: (row) => `/qcs/${row.id}`,
  battlegroup: (row) => `/battlegroups/${row.id}`,
  combat_actor: (row) =>
    `/${row.actor_type === 'battlegroup' ? 'battlegroups' : 'qcs'}/${row.actor_id}`,
}

/**
 * A card's title block: the name linking to the sheet, a flame at Bonfire, the "Hidden" mark
 * (only owner and storyteller ever see hidden items), whose it is and what it is.
 */
export function CombatantName({
  kind,
  row,
  subtitle,
  dimmed = false,
  testId,
}: {
  kind: CombatantKind
  row: Row
  subtitle: string
  dimmed?: boolean
  testId: string
}) {
  const player = useAppSelector((state) => selectPlayerName(state, row.player_id))
  return (
    <Box sx={{ minWidth: 0, flexGrow: 1, opacity: dimmed ? 0.5 : 1 }}>
      <Typography
        variant="h6"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
      >
        <Link
          component={RouterLink}
          to={PATHS[kind](row)}
          noWrap
          data-testid={`${testId}-name`}
          sx={{ minWidth: 0 }}
        >
          {String(row.name ?? '')}
        </Link>
        {row.anima_level === 3 && (
          <LocalFireDepartmentIcon
            color="warning"
            fontSize="small"
            titleAccess="Bonfire anima"
            data-testid={`${testId}-bonfire`}
          />
        )}
      </Typography>
      {row.hidden === true && (
        <Typography
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          data-testid={`${testId}-hidden`}
        >
          <VisibilityOffIcon fontSize="inherit" aria-hidden /> Hidden
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        Player: {player}
        {kind === 'combat_actor' && ' · combat copy'}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-subtitle`}>
          {subtitle}
        </Typography>
      )}
    </Box>
  )
}
