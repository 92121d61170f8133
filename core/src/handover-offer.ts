/**
 * Handing over: a player offers one of their characters, qcs or battlegroups in a chronicle to
 * another person of that chronicle, or the storyteller offers the chronicle itself to a member.
 * Nothing changes hands until the receiver accepts. This is the offer's shape as the API
 * answers it and the live `handover_offer` event carries it, and the body that makes one.
 */
import { z } from 'zod'

/** What may be handed over: an item in a chronicle, or the chronicle itself. */
export const HANDOVER_ITEM_KINDS = ['character', 'qc', 'battlegroup'] as const
export type HandoverItemKind = (typeof HANDOVER_ITEM_KINDS)[number]
export type HandoverThingKind = HandoverItemKind | 'chronicle'

/**
 * `open` until the receiver accepts or declines, or the offerer withdraws it; `cancelled` when
 * it stopped making sense meanwhile (either party left the chronicle, the item left it, or
 * the chronicle was deleted).
 */
export const HANDOVER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'cancelled'] as const
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number]

/** What the receiver and the offerer may do to an offer, as the routes name them. */
export const HANDOVER_ANSWERS = ['accept', 'decline', 'withdraw'] as const
export type HandoverAnswer = (typeof HANDOVER_ANSWERS)[number]

/** The status each answer closes an offer with. */
export const STATUS_AFTER: Readonly<Record<HandoverAnswer, Exclude<HandoverStatus, 'open'>>> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
}

const id = z.int({ error: 'must be an id' }).positive({ error: 'must be an id' })
const person = z.strictObject({ id, display_name: z.string() })

export const handoverOfferSchema = z.strictObject({
  id,
  chronicle_id: id,
  chronicle_name: z.string(),
  /** The thing offered; for the chronicle itself, its id is the chronicle's. */
  thing: z.strictObject({
    type: z.enum([...HANDOVER_ITEM_KINDS, 'chronicle']),
    id,
    /** Its name when it was offered. */
    name: z.string(),
  }),
  from: person,
  to: person,
  status: z.enum(HANDOVER_STATUSES),
  /** Moves once, when the offer closes: a live event older than what a client holds is stale. */
  version: z.int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
})
export type HandoverOffer = z.infer<typeof handoverOfferSchema>

const receiver = {
  to_player_id: z.int({ error: 'to_player_id must be a player id' }).positive({
    error: 'to_player_id must be a player id',
  }),
}

/** The body of POST /chronicles/:id/handover_offers. */
export const handoverOfferRequestSchema = z.discriminatedUnion(
  'thing_type',
  [
    z.strictObject({
      thing_type: z.enum(HANDOVER_ITEM_KINDS),
      thing_id: z.int({ error: 'thing_id must be an id' }).positive({
        error: 'thing_id must be an id',
      }),
      ...receiver,
    }),
    z.strictObject({ thing_type: z.literal('chronicle'), ...receiver }),
  ],
  { error: 'thing_type must be character, qc, battlegroup or chronicle' },
)
export type HandoverOfferRequest = z.infer<typeof handoverOfferRequestSchema>
