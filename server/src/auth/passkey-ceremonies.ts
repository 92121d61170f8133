import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server'
import { z } from 'zod'
import type { Db, IdentityRow, PlayerRow } from '../db/schema.ts'
import { HttpError } from '../http/errors.ts'
import { credentialOf, findPasskey, recordPasskeyUse, transportsOf } from './passkey-credentials.ts'
import type { RelyingParty } from './relying-party.ts'
import {
  type ChallengeContext,
  type ChallengePurpose,
  rememberChallenge,
  takeChallenge,
} from './sign-in-challenges.ts'

/**
 * The two WebAuthn ceremonies with their checks: a challenge used once and within its
 * lifetime, the site's origin and RP id, user verification (a PIN, a fingerprint) required,
 * and on sign-in the stored public key and a counter that never goes back.
 */
const refused = (message: string) => new HttpError(400, { error: message })

/** The browser's answer, as @simplewebauthn/browser sends it; its parts are checked by the library. */
const responseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
})

export function parseCredentialResponse(value: unknown) {
  const parsed = responseSchema.safeParse(value)
  if (!parsed.success) throw refused('The passkey answer is missing or malformed. Try again.')
  return parsed.data
}

/** The challenge a browser's answer signed, read from its client data before anything is trusted. */
function challengeIn(response: { response: { clientDataJSON: string } }): string {
  try {
    const clientData = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString(),
    )
    if (typeof clientData.challenge === 'string') return clientData.challenge
  } catch {}
  throw refused('The passkey answer is missing or malformed. Try again.')
}

async function takeOrRefuse(db: Db, challenge: string, purpose: ChallengePurpose) {
  const context = await takeChallenge(db, challenge, purpose)
  if (!context) throw refused('This passkey request has expired or was already used. Start again.')
  return context
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: 'passkey-new-account' | 'passkey-add',
  user: { name: string; existing: IdentityRow[] },
  context: ChallengeContext,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.name,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: user.existing.map((row) => ({
      id: row.uid,
      transports: transportsOf(row),
    })),
  })
  await rememberChallenge(db, options.challenge, purpose, context)
  return options
}

/** Verifies a new passkey; the challenge's context says for whom it was made. */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  purpose: 'passkey-new-account' | 'passkey-add',
  body: unknown,
): Promise<{ credential: WebAuthnCredential; context: ChallengeContext }> {
  const response = parseCredentialResponse(body) as unknown as RegistrationResponseJSON
  const challenge = challengeIn(response)
  const context = await takeOrRefuse(db, challenge, purpose)
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
  } catch (error) {
    throw refused(`The passkey could not be verified: ${reasonOf(error)}`)
  }
  if (!verified.verified) throw refused('The passkey could not be verified. Try again.')
  if (await findPasskey(db, verified.registrationInfo.credential.id)) {
    throw refused('This passkey is already registered.')
  }
  return { credential: verified.registrationInfo.credential, context }
}

export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable).
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' })
  await rememberChallenge(db, options.challenge, 'passkey-sign-in')
  return options
}

export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  body: unknown,
): Promise<PlayerRow> {
  const response = parseCredentialResponse(body) as unknown as AuthenticationResponseJSON
  const challenge = challengeIn(response)
  await takeOrRefuse(db, challenge, 'passkey-sign-in')
  const passkey = await findPasskey(db, response.id)
  if (!passkey) {
    throw refused('This passkey is not registered here. It may have been removed from its account.')
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: credentialOf(passkey),
      requireUserVerification: true,
    })
  } catch (error) {
    throw refused(`The passkey could not be verified: ${reasonOf(error)}`)
  }
  if (!verified.verified) throw refused('The passkey could not be verified. Try again.')
  const player = await recordPasskeyUse(db, passkey, verified.authenticationInfo.newCounter)
  if (!player) throw refused('The passkey could not be verified: its counter went back.')
  return player
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
