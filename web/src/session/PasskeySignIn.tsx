import KeyIcon from '@mui/icons-material/Key'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { SingleFieldDialog } from '../widgets/SingleFieldDialog.tsx'
import { createAccountWithPasskey, passkeyFailure, signInWithPasskey } from './passkey.ts'
import { usePasskeysSupported } from './use-passkeys-supported.ts'

interface Props {
  testIdPrefix: string
  /** Where the player goes back to once signed in. */
  origin: string
  /** Only the sign-in button (the drawer); the page beside it offers the rest. */
  quiet: boolean
}

/** Sign in with a passkey, or make an account with one: a display name and nothing else. */
export function PasskeySignIn({ testIdPrefix, origin, quiet }: Props) {
  const [creating, setCreating] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const supported = usePasskeysSupported()
  if (!supported) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid={`${testIdPrefix}passkey-unsupported`}
      >
        This browser cannot use passkeys.
      </Typography>
    )
  }
  const signIn = async () => {
    setError(null)
    setBusy(true)
    try {
      await signInWithPasskey(origin)
    } catch (failure) {
      setError(passkeyFailure(failure))
      setBusy(false)
    }
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<KeyIcon />}
        disabled={busy}
        onClick={signIn}
        data-testid={`${testIdPrefix}sign-in-passkey`}
      >
        Sign in with a passkey
      </Button>
      {!quiet && (
        <Button
          variant="outlined"
          startIcon={<KeyIcon />}
          onClick={() => setCreating(true)}
          data-testid={`${testIdPrefix}create-passkey-account`}
        >
          Create an account with a passkey
        </Button>
      )}
      {error && (
        <Typography
          role="alert"
          variant="body2"
          color="error"
          sx={{ alignSelf: 'center' }}
          data-testid={`${testIdPrefix}passkey-error`}
        >
          {error}
        </Typography>
      )}
      <SingleFieldDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Create an account with a passkey"
        label="Display name"
        submitLabel="Create passkey"
        onSubmit={async (name) => {
          try {
            await createAccountWithPasskey(name, origin)
          } catch (failure) {
            throw new Error(passkeyFailure(failure))
          }
        }}
        testId={`${testIdPrefix}passkey-account`}
      />
    </>
  )
}
