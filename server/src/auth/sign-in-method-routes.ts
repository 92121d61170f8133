import type { FastifyInstance } from 'fastify'
import { HttpError, notFound } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { requirePlayer } from './current-player.ts'
import { registrationOptions, verifyRegistration } from './passkey-ceremonies.ts'
import { addPasskey, passkeysOf } from './passkey-credentials.ts'
import { relyingPartyFor } from './relying-party.ts'
import { removeSignInMethod, signInMethodJson, signInMethodsOf } from './sign-in-methods.ts'

interface MethodRouteOptions {
  db: RouteOptions['db']
  publicUrl: string | undefined
  /** The button label of each provider id (Google, Discord, a group's own provider…). */
  providerLabels: ReadonlyMap<string, string>
}

/**
 * The signed-in player's ways in: list them, add a passkey, remove one but never the last.
 * Providers are added through their own sign-in pages (see provider-sign-in.ts).
 */
export async function signInMethodRoutes(
  app: FastifyInstance,
  options: MethodRouteOptions,
): Promise<void> {
  const { db } = options
  const methodJson = (row: Parameters<typeof signInMethodJson>[0]) =>
    signInMethodJson(row, options.providerLabels)

  app.get('/api/v1/sign_in_methods', async (request) => {
    const caller = await requirePlayer(request)
    return (await signInMethodsOf(db, caller.id)).map(methodJson)
  })

  app.post('/api/v1/sign_in_methods/passkey/options', async (request) => {
    const caller = await requirePlayer(request)
    return registrationOptions(
      db,
      relyingPartyFor(request, options.publicUrl),
      'passkey-add',
      { name: caller.display_name, existing: await passkeysOf(db, caller.id) },
      { playerId: caller.id },
    )
  })

  app.post('/api/v1/sign_in_methods/passkey', async (request) => {
    const caller = await requirePlayer(request)
    const body = (request.body ?? {}) as { credential?: unknown }
    const { credential, context } = await verifyRegistration(
      db,
      relyingPartyFor(request, options.publicUrl),
      'passkey-add',
      body.credential,
    )
    if (context.playerId !== caller.id) {
      throw new HttpError(403, { error: 'This passkey request was made for another account.' })
    }
    return methodJson(await addPasskey(db, caller.id, credential))
  })

  app.delete<{ Params: { id: string } }>('/api/v1/sign_in_methods/:id', async (request) => {
    const caller = await requirePlayer(request)
    const id = parseId(request.params.id)
    const outcome = id === undefined ? 'not found' : await removeSignInMethod(db, caller.id, id)
    if (outcome === 'not found') {
      throw notFound(`You have no sign-in method ${request.params.id}`)
    }
    if (outcome === 'last') {
      throw new HttpError(409, {
        error: 'This is your only way to sign in. Add another one before removing it.',
      })
    }
    return { id }
  })
}
