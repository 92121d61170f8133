import {
  canAnswerOffer,
  HANDOVER_ANSWERS,
  type HandoverAnswer,
  handoverOfferRequestSchema,
  isStoryteller,
  STATUS_AFTER,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { forbidden, HttpError, validate } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { acceptOffer } from './hand-over.ts'
import { handoverHappening } from './handover-happenings.ts'
import { offerableThing, requireReceiver, visibleOffer } from './offer-access.ts'
import {
  closeOffer,
  findOffer,
  insertOffer,
  type OfferedThing,
  offerChange,
  openOfferOf,
  openOffersIn,
  openOffersOf,
  type StoredOffer,
} from './offer-records.ts'

/**
 * Handing over: offering one's item in a chronicle to another person of it, or the chronicle
 * itself (its storyteller) to a member; the receiver accepting or declining; the offerer
 * withdrawing; the open offers of a player and of a chronicle. Nothing changes hands until the
 * receiver accepts (hand-over.ts). An offer the caller is neither party to nor storyteller of
 * answers like one that does not exist.
 */
export async function handoverRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db, changes } = options

  app.post<{ Params: { id: string } }>(
    '/api/v1/chronicles/:id/handover_offers',
    async (request) => {
      const caller = await requirePlayer(request)
      const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
      const body = validate(handoverOfferRequestSchema, request.body)
      const thing = await offerableThing(db, body, caller, chronicle, membership)
      requireReceiver(body, caller, membership)
      const offer = await insertOffer(db, {
        chronicle_id: chronicle.id,
        thing,
        from_player_id: caller.id,
        to_player_id: body.to_player_id,
      })
      if (!offer) {
        const open = await openOfferOf(db, thing)
        throw new HttpError(409, {
          error: `${describe(thing)} is already offered to ${open?.offer.to.display_name ?? 'someone'}; withdraw that offer first`,
        })
      }
      changes.publish(offerChange(offer))
      return offer.offer
    },
  )

  app.get<{ Params: { id: string } }>('/api/v1/chronicles/:id/handover_offers', async (request) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    return openOffersIn(db, chronicle.id, isStoryteller(caller, membership) ? null : caller.id)
  })

  app.get('/api/v1/handover_offers', async (request) => {
    const caller = await requirePlayer(request)
    return openOffersOf(db, caller.id)
  })

  for (const answer of HANDOVER_ANSWERS) {
    app.post<{ Params: { id: string } }>(
      `/api/v1/handover_offers/:id/${answer}`,
      async (request) => {
        const caller = await requirePlayer(request)
        const stored = await visibleOffer(db, request.params.id, caller)
        if (!canAnswerOffer(caller, stored, answer)) throw forbidden(whoMay(answer))
        if (stored.offer.status !== 'open') throw alreadyClosed(stored.offer.status)
        return answer === 'accept' ? accept(stored) : close(stored, answer)
      },
    )
  }

  async function accept(stored: StoredOffer) {
    const acceptance = await acceptOffer(db, stored.offer.id)
    if (acceptance.status === 'closed') throw alreadyClosed(await statusNow(stored))
    if (acceptance.status === 'stale') {
      throw new HttpError(409, { error: `This offer no longer holds: ${acceptance.reason}` })
    }
    const { chronicle, items } = acceptance.changes
    if (chronicle) changes.publish(chronicle)
    for (const item of items) changes.publish(item)
    changes.publish(offerChange({ ...acceptance.offer, st_id: acceptance.st_id }))
    const handedItem = chronicle ? null : (items[0] ?? null)
    app.happenings.tell(handoverHappening(acceptance.offer.offer, handedItem))
    return acceptance.offer.offer
  }

  async function close(stored: StoredOffer, answer: Exclude<HandoverAnswer, 'accept'>) {
    const closed = await closeOffer(db, stored.offer.id, STATUS_AFTER[answer])
    if (!closed) throw alreadyClosed(await statusNow(stored))
    changes.publish(offerChange(closed))
    return closed.offer
  }

  /** How an offer stands after another answer closed it first. */
  async function statusNow(stored: StoredOffer): Promise<string> {
    return (await findOffer(db, stored.offer.id))?.offer.status ?? 'gone'
  }
}

function whoMay(answer: HandoverAnswer): string {
  return answer === 'withdraw'
    ? 'Only the player who made this offer can withdraw it'
    : `Only the player this is offered to can ${answer} it`
}

function alreadyClosed(status: string) {
  return new HttpError(409, { error: `This offer is no longer open (${status})` })
}

function describe(thing: OfferedThing & { name: string }): string {
  return thing.type === 'chronicle' ? 'The chronicle' : `${thing.name || `This ${thing.type}`}`
}
