import KeyIcon from '@mui/icons-material/Key'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import type { SignInMethod } from '../api/types.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { addPasskey, loadSignInMethods, removeSignInMethod } from '../store/sign-in-methods.ts'
import { passkeyFailure, passkeysSupported } from './passkey.ts'
import { providerTestId, SignInForm } from './SignInButtons.tsx'
import { readToken } from './token.ts'

/**
 * Settings' list of the player's ways in: each passkey and provider account, with a Remove
 * button that the last one does not get; then a passkey or a provider to add.
 */
export function SignInMethods() {
  const dispatch = useAppDispatch()
  const providers = useAppSelector((state) => state.authProviders?.providers ?? [])
  const [methods, setMethods] = useState<SignInMethod[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(
    () =>
      dispatch(loadSignInMethods()).then(setMethods, (failure: Error) => setError(failure.message)),
    [dispatch],
  )
  useEffect(() => {
    reload()
  }, [reload])
  const act = async (action: () => Promise<unknown>) => {
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(passkeyFailure(failure))
    }
    await reload()
  }
  const only = methods?.length === 1

  return (
    <section aria-labelledby="sign-in-methods-title">
      <Typography variant="h6" component="h2" id="sign-in-methods-title">
        Ways to sign in
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Nobody else sees these. Keep at least one; add another before removing your last.
      </Typography>
      <Stack
        component="ul"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, my: 2 }}
        data-testid="sign-in-methods"
      >
        {methods?.map((method) => (
          <Stack
            component="li"
            key={method.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            data-testid={`sign-in-method-${method.id}`}
            data-kind={method.kind}
          >
            <div>
              <Typography>{method.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {describe(method)}
              </Typography>
            </div>
            <Button
              size="small"
              color="error"
              disabled={only}
              onClick={() => act(() => dispatch(removeSignInMethod(method.id)))}
              data-testid={`sign-in-method-remove-${method.id}`}
            >
              Remove
            </Button>
          </Stack>
        ))}
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" data-testid="sign-in-methods-error">
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {passkeysSupported() && (
          <Button
            variant="outlined"
            startIcon={<KeyIcon />}
            onClick={() => act(() => dispatch(addPasskey()))}
            data-testid="settings-add-passkey"
          >
            Add a passkey
          </Button>
        )}
        {providers
          .filter((provider) => provider.configured)
          .map((provider) => (
            <SignInForm
              key={provider.id}
              action={`/auth/${provider.id}`}
              origin="/settings"
              fields={{ session_token: readToken() ?? '' }}
            >
              <Button
                type="submit"
                variant="outlined"
                data-testid={`settings-add-${providerTestId(provider.id)}`}
              >
                Add {provider.label}
              </Button>
            </SignInForm>
          ))}
      </Stack>
    </section>
  )
}

function describe(method: SignInMethod): string {
  const added = `Added ${new Date(method.created_at).toLocaleDateString()}`
  const used = method.last_used_at
    ? `, last used ${new Date(method.last_used_at).toLocaleDateString()}`
    : ''
  return `${method.email ? `${method.email} · ` : ''}${added}${used}`
}
