import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser'
import { errorMessage } from '../api/error-message.ts'
import { csrfToken } from './csrf.ts'
import { storeToken } from './token.ts'

/**
 * The browser's half of passkey sign-in: ask the server for a challenge, let the browser and
 * its authenticator answer it, hand the answer back. The /auth posts carry the page's
 * authenticity token, as the sign-in forms do; a success stores the session and goes on.
 */
export const passkeysSupported = browserSupportsWebAuthn

interface SignedIn {
  token: string
  return_path: string
}

async function postSignIn<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ authenticity_token: csrfToken(), ...body }),
  })
  const answer = await response.json().catch(() => null)
  if (!response.ok) throw new Error(errorMessage(response.status, answer))
  return answer as T
}

function finish(signedIn: SignedIn): void {
  storeToken(signedIn.token)
  location.replace(signedIn.return_path)
}

/** A sentence for a ceremony the browser ended: cancelled, timed out, or not allowed here. */
export function passkeyFailure(error: unknown): string {
  if (
    error instanceof WebAuthnError ||
    (error instanceof Error && error.name === 'NotAllowedError')
  ) {
    return 'The passkey request was cancelled or timed out. Try again.'
  }
  return error instanceof Error ? error.message : String(error)
}

export async function createAccountWithPasskey(displayName: string, origin: string): Promise<void> {
  const optionsJSON = await postSignIn<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    '/auth/passkey/new/options',
    { display_name: displayName },
  )
  const credential = await startRegistration({ optionsJSON })
  finish(await postSignIn<SignedIn>('/auth/passkey/new', { credential, origin }))
}

export async function signInWithPasskey(origin: string): Promise<void> {
  const optionsJSON = await postSignIn<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/auth/passkey/options',
    {},
  )
  const credential = await startAuthentication({ optionsJSON })
  finish(await postSignIn<SignedIn>('/auth/passkey', { credential, origin }))
}

/**
 * Conditional UI: the browser offers this site's passkeys in the autofill of the field marked
 * `autocomplete="username webauthn"`, without a dialog. Resolves quietly when the browser has
 * no such thing or another passkey request (a button) took over.
 */
export async function offerPasskeyAutofill(origin: string): Promise<void> {
  if (!(await browserSupportsWebAuthnAutofill())) return
  const optionsJSON = await postSignIn<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/auth/passkey/options',
    {},
  )
  let credential: Awaited<ReturnType<typeof startAuthentication>>
  try {
    credential = await startAuthentication({ optionsJSON, useBrowserAutofill: true })
  } catch {
    return
  }
  finish(await postSignIn<SignedIn>('/auth/passkey', { credential, origin }))
}
