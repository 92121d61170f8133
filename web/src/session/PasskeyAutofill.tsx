import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { offerPasskeyAutofill, passkeyFailure } from './passkey.ts'

/**
 * A field whose autofill lists the passkeys this browser holds for the site (conditional UI,
 * where the browser offers it): picking one signs in.
 */
export function PasskeyAutofill({ origin }: { origin: string }) {
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    offerPasskeyAutofill(origin).catch((failure: unknown) => setError(passkeyFailure(failure)))
  }, [origin])
  return (
    <TextField
      size="small"
      label="Your passkey"
      helperText={error ?? 'Pick a passkey this browser saved for Loom'}
      error={error !== null}
      slotProps={{
        htmlInput: { autoComplete: 'username webauthn', 'data-testid': 'passkey-autofill' },
      }}
      sx={{ minWidth: 240 }}
    />
  )
}
