import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Slide from '@mui/material/Slide'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '../store/hooks.ts'
import { selectLoading } from '../store/selectors.ts'
import { useDelayed } from './use-delay.ts'

export const SPINNER_DELAY_MS = 250

/** A small pill at the bottom while calls are under way; quick calls never show it. */
export function GlobalSpinner() {
  const shown = useDelayed(useAppSelector(selectLoading), SPINNER_DELAY_MS)
  return (
    <Slide direction="up" in={shown} mountOnEnter unmountOnExit>
      <Paper
        role="status"
        className="no-print"
        elevation={4}
        data-testid="global-spinner"
        sx={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          borderRadius: 8,
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">Loading</Typography>
      </Paper>
    </Slide>
  )
}
