import type { DiscordAnnouncement } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { Happening, Happenings } from '../happenings/happenings.ts'
import { publicCombatantName } from './announced-names.ts'
import type { DeliveryQueue } from './delivery-queue.ts'
import { announcementChoice, announcementOf } from './discord-embeds.ts'
import { checkWebhookUrl, type WebhookPrefix } from './webhook-address.ts'
import { findWebhook } from './webhook-records.ts'

/**
 * Passes on to a chronicle's webhook what its storyteller chose to announce, of what the
 * whole chronicle may see. Runs as a happenings listener, after the request that told it has
 * answered; queuing never waits for Discord.
 */
export function announceHappenings(deps: {
  db: Db
  happenings: Happenings
  queue: DeliveryQueue
  prefixes: readonly WebhookPrefix[]
}): void {
  const { db, queue, prefixes } = deps
  // Each chronicle's happenings are looked up one after another, so that they reach its queue
  // in the order they were told: lookups on a pool of connections finish in any order.
  const lookups = new Map<number, Promise<void>>()

  async function announce(happening: Happening, choice: DiscordAnnouncement): Promise<void> {
    const webhook = await findWebhook(db, happening.chronicle_id)
    if (webhook === null || !webhook.announce[choice]) return
    // A URL stored under a prefix the operator no longer allows is never posted to.
    const check = checkWebhookUrl(webhook.url, prefixes)
    if (!check.ok) return
    const roller = happening.kind === 'roll' ? happening.roll : null
    const characterName =
      roller?.character_type && roller.character_id
        ? await publicCombatantName(
            db,
            happening.chronicle_id,
            roller.character_type,
            roller.character_id,
          )
        : null
    const body = announcementOf(happening, characterName)
    if (body === null) return
    void queue.enqueue({
      chronicleId: happening.chronicle_id,
      url: check.url,
      prefix: check.prefix,
      body,
    })
  }

  deps.happenings.listen((happening) => {
    const choice = announcementChoice(happening)
    if (choice === null) return
    const chronicleId = happening.chronicle_id
    const previous = lookups.get(chronicleId) ?? Promise.resolve()
    // The previous lookup's failure was already reported through its own listener call.
    const mine = previous.catch(() => {}).then(() => announce(happening, choice))
    lookups.set(chronicleId, mine)
    void mine
      .finally(() => {
        if (lookups.get(chronicleId) === mine) lookups.delete(chronicleId)
      })
      .catch(() => {})
    return mine
  })
}
