import LoginIcon from '@mui/icons-material/Login'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLocation } from 'react-router'
import type { AuthProviders, SignInProviderInfo } from '../api/types.ts'
import { useAppSelector } from '../store/hooks.ts'
import { useCsrfToken } from './csrf.ts'
import { PasskeyAutofill } from './PasskeyAutofill.tsx'
import { PasskeySignIn } from './PasskeySignIn.tsx'
import { usePasskeysSupported } from './use-passkeys-supported.ts'

interface Props {
  /** Prefix for test ids, so the drawer's buttons differ from the page's. */
  testIdPrefix?: string
  direction?: 'row' | 'column'
  /** Leave out account creation and the note about the sign-ins this server does not offer
   *  (the drawer, beside a page that already says them). */
  quiet?: boolean
  /** Also list saved passkeys in a field's autofill (one place per page: the landing page). */
  autofill?: boolean
}

/** Google's test id predates the others; each other provider's is its id. */
export const providerTestId = (id: string) => (id === 'google_oauth2' ? 'google' : id)

/** What the server offers; if it could not say, Google is the safe guess. */
function providersOf(offered: AuthProviders | null): SignInProviderInfo[] {
  return (
    offered?.providers ?? [
      { id: 'google_oauth2', label: 'Google', configured: offered?.google ?? true },
    ]
  )
}

/**
 * Every way in this server offers: passkeys always, the developer form on the developer's own
 * machine, and each provider the host configured, as real form posts carrying the
 * authenticity token from the page head and the current path to come back to. The providers
 * the host has not set up are named in one quiet line rather than shown as dead buttons.
 */
export function SignInButtons({
  testIdPrefix = '',
  direction = 'row',
  quiet = false,
  autofill = false,
}: Props) {
  const offered = useAppSelector((state) => state.authProviders)
  const location = useLocation()
  const origin = `${location.pathname}${location.search}`
  const passkeys = usePasskeysSupported()
  const providers = providersOf(offered)
  const missing = providers.filter((provider) => !provider.configured)
  // In a column the forms stretch, and their buttons with them, as the passkey buttons do.
  const column = direction === 'column'
  return (
    <Stack direction={direction} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {autofill && passkeys && <PasskeyAutofill origin={origin} />}
      <PasskeySignIn testIdPrefix={testIdPrefix} origin={origin} quiet={quiet} />
      {providers
        .filter((provider) => provider.configured)
        .map((provider) => (
          <SignInForm key={provider.id} action={`/auth/${provider.id}`} origin={origin}>
            <Button
              type="submit"
              variant="outlined"
              startIcon={<LoginIcon />}
              fullWidth={column}
              data-testid={`${testIdPrefix}sign-in-${providerTestId(provider.id)}`}
            >
              Log in with {provider.label}
            </Button>
          </SignInForm>
        ))}
      {offered?.developer && (
        <SignInForm action="/auth/developer" origin={origin}>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<LoginIcon />}
            fullWidth={column}
            data-testid={`${testIdPrefix}sign-in-developer`}
          >
            Log in (Developer)
          </Button>
        </SignInForm>
      )}
      {!quiet && missing.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ alignSelf: 'center' }}
          data-testid={`${testIdPrefix}sign-in-unconfigured`}
        >
          Not set up on this server: {missing.map((provider) => provider.label).join(', ')}.
        </Typography>
      )}
    </Stack>
  )
}

/** A sign-in form post; extra hidden fields (a session to add the provider to) ride along. */
export function SignInForm({
  action,
  origin,
  fields = {},
  children,
}: {
  action: string
  origin: string
  fields?: Record<string, string>
  children: React.ReactNode
}) {
  const token = useCsrfToken()
  return (
    <form method="post" action={action} style={{ margin: 0 }}>
      <input type="hidden" name="authenticity_token" value={token} />
      <input type="hidden" name="origin" value={origin} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}
