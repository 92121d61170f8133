import {
  type ChronicleMembership,
  canOfferChronicle,
  canOfferItem,
  canReceiveHandover,
  canSeeOffer,
  type HandoverOfferRequest,
  KINDS,
  type Viewer,
} from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { ChronicleRecord } from '../chronicles/chronicle-records.ts'
import type { Db } from '../db/schema.ts'
import { forbidden, notFound, unprocessable } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import { kindLabel, owned, visibleItem } from '../items/item-access.ts'
import { findOffer, type OfferedThing, type StoredOffer } from './offer-records.ts'

/**
 * The checks of an offer's routes: what may be offered and to whom, and which offers a caller
 * may see (an offer they are neither party to nor storyteller of answers 404).
 */

/**
 * What the body offers, named as it is now, once the caller may offer it: their own item in
 * this chronicle, or the chronicle itself when they are its storyteller. An item the caller
 * cannot see answers 404, as anywhere else.
 */
export async function offerableThing(
  db: Db,
  body: HandoverOfferRequest,
  caller: Viewer,
  chronicle: ChronicleRecord,
  membership: ChronicleMembership,
): Promise<OfferedThing & { name: string }> {
  if (body.thing_type === 'chronicle') {
    if (!canOfferChronicle(caller, membership)) {
      throw forbidden('Only the storyteller can hand the chronicle over')
    }
    return { type: 'chronicle', id: chronicle.id, name: chronicle.name }
  }
  const kind = KINDS[body.thing_type]
  const context = await visibleItem(db, kind, String(body.thing_id), caller)
  const item = owned(context.item.entity)
  const label = `${kindLabel(kind)} ${body.thing_id}`
  if (!canOfferItem(caller, item, membership)) {
    if (item.player_id !== caller.id) throw forbidden(`Only the owner of ${label} can hand it over`)
    throw unprocessable({ thing_id: [{ error: `The ${label} is not in this chronicle` }] })
  }
  return { type: body.thing_type, id: body.thing_id, name: String(context.item.entity.name ?? '') }
}

/** Someone else in the chronicle; for the chronicle itself, one of its players. */
export function requireReceiver(
  body: HandoverOfferRequest,
  caller: Viewer,
  membership: ChronicleMembership,
): void {
  const thing = body.thing_type === 'chronicle' ? 'chronicle' : 'item'
  if (canReceiveHandover(body.to_player_id, caller.id, membership, thing)) return
  const error =
    body.to_player_id === caller.id
      ? 'You cannot hand something over to yourself'
      : thing === 'chronicle'
        ? `Player ${body.to_player_id} is not a player of this chronicle`
        : `Player ${body.to_player_id} is not in this chronicle`
  throw unprocessable({ to_player_id: [{ error }] })
}

/** The offer an id names, when the caller is a party to it or its chronicle's storyteller. */
export async function visibleOffer(db: Db, rawId: string, caller: Viewer): Promise<StoredOffer> {
  const id = parseId(rawId)
  const stored = id === undefined ? undefined : await findOffer(db, id)
  const chronicle = stored && (await chronicleAccess(db, stored.offer.chronicle_id))
  if (!stored || !chronicle || !canSeeOffer(caller, stored, chronicle)) {
    throw notFound(`There is no handover offer ${rawId} that you can see`)
  }
  return stored
}
