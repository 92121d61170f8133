import { z } from 'zod'

/**
 * A chronicle's Discord announcements as its storyteller sets them and reads them back. The
 * webhook URL is a secret: it is sent in, never answered; the answer carries a masked form.
 */
export const DISCORD_ANNOUNCEMENTS = ['rolls', 'attacks', 'combat', 'joins'] as const
export type DiscordAnnouncement = (typeof DISCORD_ANNOUNCEMENTS)[number]

/** The longest webhook URL accepted; Discord's own are about 120 characters. */
export const DISCORD_WEBHOOK_URL_MAX = 500

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional()

/** The body of PATCH /chronicles/:id/discord; `url` may be left out to keep the one set. */
export const discordSettingsRequestSchema = z.strictObject(
  {
    url: z
      .string({ error: 'url must be text' })
      .trim()
      .min(1, { error: 'url must not be empty' })
      .max(DISCORD_WEBHOOK_URL_MAX, {
        error: `url must be at most ${DISCORD_WEBHOOK_URL_MAX} characters`,
      })
      .optional(),
    announce_rolls: flag('announce_rolls'),
    announce_attacks: flag('announce_attacks'),
    announce_combat: flag('announce_combat'),
    announce_joins: flag('announce_joins'),
  },
  { error: 'the body must be an object of url and announce_* choices' },
)
export type DiscordSettingsRequest = z.infer<typeof discordSettingsRequestSchema>

/** What the storyteller reads back; `masked_url` null while no webhook is set. */
export interface DiscordSettings {
  masked_url: string | null
  announce_rolls: boolean
  announce_attacks: boolean
  announce_combat: boolean
  announce_joins: boolean
  /** The last delivery given up on, in words; null once a later one got through. */
  last_failure: string | null
  last_failure_at: string | null
}
