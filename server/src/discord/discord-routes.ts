import { canEditChronicle, discordSettingsRequestSchema } from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { forbidden, HttpError, unprocessable, validate } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { announceHappenings } from './announcer.ts'
import {
  createDeliveryQueue,
  DEFAULT_DELIVERY_TIMINGS,
  type DeliveryQueue,
  type DeliveryTimings,
} from './delivery-queue.ts'
import { testMessage } from './discord-embeds.ts'
import { checkWebhookUrl, type WebhookPrefix } from './webhook-address.ts'
import {
  clearFailure,
  deleteWebhook,
  findWebhook,
  recordFailure,
  saveWebhook,
  webhookSettings,
} from './webhook-records.ts'

type WithId = { Params: { id: string } }

const ONLY_THE_ST = 'Only the storyteller of this chronicle can see or change its Discord webhook'

export interface DiscordOptions extends RouteOptions {
  /** Where webhooks may point (DISCORD_WEBHOOK_PREFIXES, else Discord's own). */
  readonly prefixes: readonly WebhookPrefix[]
  readonly timings?: DeliveryTimings
}

/**
 * A chronicle's Discord webhook, all storyteller-only: read it (masked), set it or its
 * choices, remove it, and send a test message. Owns the outbound queue its announcements go
 * through (fed by the chronicle's happenings), and gives it up when the server closes.
 */
export async function discordRoutes(app: FastifyInstance, options: DiscordOptions): Promise<void> {
  const { db, prefixes } = options
  const queue: DeliveryQueue = createDeliveryQueue(
    {
      delivered: (delivery) => {
        clearFailure(db, delivery.chronicleId, delivery.url.href).catch((error) =>
          app.log.error(
            { err: error, chronicle: delivery.chronicleId },
            'clearing a webhook failure failed',
          ),
        )
      },
      givenUp: (delivery, reason) => {
        app.log.warn(
          { chronicle: delivery.chronicleId, reason },
          'a Discord announcement was given up',
        )
        recordFailure(db, delivery.chronicleId, delivery.url.href, reason).catch((error) =>
          app.log.error(
            { err: error, chronicle: delivery.chronicleId },
            'recording a webhook failure failed',
          ),
        )
      },
    },
    options.timings ?? DEFAULT_DELIVERY_TIMINGS,
  )
  app.addHook('onClose', async () => queue.close())
  announceHappenings({ db, happenings: app.happenings, queue, prefixes })

  /** The chronicle in the path, when the caller is its storyteller. */
  const storytellersChronicle = async (request: FastifyRequest<WithId>) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    if (!canEditChronicle(caller, membership)) throw forbidden(ONLY_THE_ST)
    return chronicle
  }

  const path = '/api/v1/chronicles/:id/discord'

  app.get<WithId>(path, async (request, reply) => {
    const chronicle = await storytellersChronicle(request)
    reply.header('cache-control', 'no-store')
    return webhookSettings(db, chronicle.id)
  })

  app.patch<WithId>(path, async (request, reply) => {
    const chronicle = await storytellersChronicle(request)
    const sent = validate(discordSettingsRequestSchema, request.body ?? {})
    let url: string | undefined
    if (sent.url !== undefined) {
      const check = checkWebhookUrl(sent.url, prefixes)
      if (!check.ok) throw unprocessable({ url: [{ error: check.problem }] })
      url = check.url.href
    }
    if (!(await saveWebhook(db, chronicle.id, { ...sent, url }))) {
      throw unprocessable({ url: [{ error: 'url is needed to set up a webhook' }] })
    }
    reply.header('cache-control', 'no-store')
    return webhookSettings(db, chronicle.id)
  })

  app.delete<WithId>(path, async (request, reply) => {
    const chronicle = await storytellersChronicle(request)
    await deleteWebhook(db, chronicle.id)
    return reply.code(204).send()
  })

  app.post<WithId>(`${path}/test`, async (request) => {
    const chronicle = await storytellersChronicle(request)
    const webhook = await findWebhook(db, chronicle.id)
    if (webhook === null) throw unprocessable({ url: [{ error: 'Set a webhook URL first' }] })
    const check = checkWebhookUrl(webhook.url, prefixes)
    // A URL stored under a prefix the operator no longer allows is never posted to.
    if (!check.ok) throw unprocessable({ url: [{ error: check.problem }] })
    const outcome = await queue.enqueue({
      chronicleId: chronicle.id,
      url: check.url,
      prefix: check.prefix,
      body: testMessage(chronicle.name),
      attempts: 1,
    })
    if (!outcome.delivered)
      throw new HttpError(502, { error: `The test message was not delivered: ${outcome.reason}` })
    return { delivered: true }
  })
}
