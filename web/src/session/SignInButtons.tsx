import LoginIcon from '@mui/icons-material/Login'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLocation } from 'react-router'
import { useAppSelector } from '../store/hooks.ts'
import { csrfToken } from './csrf.ts'

interface Props {
  /** Prefix for test ids, so the drawer's buttons differ from the page's. */
  testIdPrefix?: string
  direction?: 'row' | 'column'
  /** Leave out the note about a sign-in this server does not offer when another one works
   *  (the drawer, beside a page that already says it). */
  quiet?: boolean
}

/**
 * Real form posts, as the sign-in middleware demands: the authenticity token from the
 * page head, and the current path so the player comes back where they were. A server
 * without Google credentials gets one quiet line saying so, not a button that cannot work.
 */
export function SignInButtons({ testIdPrefix = '', direction = 'row', quiet = false }: Props) {
  const providers = useAppSelector((state) => state.authProviders)
  const location = useLocation()
  const origin = `${location.pathname}${location.search}`
  const googleReady = providers?.google ?? true
  return (
    <Stack direction={direction} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {providers?.developer && (
        <SignInForm action="/auth/developer" origin={origin}>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<LoginIcon />}
            data-testid={`${testIdPrefix}sign-in-developer`}
          >
            Log in (Developer)
          </Button>
        </SignInForm>
      )}
      {googleReady ? (
        <SignInForm action="/auth/google_oauth2" origin={origin}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<LoginIcon />}
            data-testid={`${testIdPrefix}sign-in-google`}
          >
            Log in with Google
          </Button>
        </SignInForm>
      ) : (
        !(quiet && providers?.developer) && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ alignSelf: 'center' }}
            data-testid={`${testIdPrefix}sign-in-google-unconfigured`}
          >
            Google sign-in is not set up on this server.
          </Typography>
        )
      )}
    </Stack>
  )
}

function SignInForm({
  action,
  origin,
  children,
}: {
  action: string
  origin: string
  children: React.ReactNode
}) {
  return (
    <form method="post" action={action} style={{ margin: 0 }}>
      <input type="hidden" name="authenticity_token" value={csrfToken()} />
      <input type="hidden" name="origin" value={origin} />
      {children}
    </form>
  )
}
