import LoginIcon from '@mui/icons-material/Login'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useLocation } from 'react-router'
import { useAppSelector } from '../store/hooks.ts'
import { csrfToken } from './csrf.ts'

interface Props {
  /** Prefix for test ids, so the drawer's buttons differ from the page's. */
  testIdPrefix?: string
  direction?: 'row' | 'column'
}

/**
 * Real form posts, as the sign-in middleware demands: the authenticity token from the
 * page head, and the current path so the player comes back where they were.
 */
export function SignInButtons({ testIdPrefix = '', direction = 'row' }: Props) {
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
      <SignInForm action="/auth/google_oauth2" origin={origin}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<LoginIcon />}
          disabled={!googleReady}
          data-testid={`${testIdPrefix}sign-in-google`}
        >
          {googleReady ? 'Log in with Google' : 'Google sign-in is not configured'}
        </Button>
      </SignInForm>
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
