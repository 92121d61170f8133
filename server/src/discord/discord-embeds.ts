/**
 * What a Discord message says, as webhook bodies with one embed each. Mentions are turned
 * off, so a label or a name holding "@everyone" pings nobody. Pure: given what happened (and
 * the names the caller looked up), the body to post.
 */
import type { AttackSummary, DiscordAnnouncement, Happening, RollRecord } from '@loom/core'

const LOOM_GREEN = 0x2e7d32
const CRASH_RED = 0xc62828

export interface Embed {
  title: string
  description?: string
  color?: number
  fields?: { name: string; value: string; inline?: boolean }[]
  timestamp?: string
}

export interface WebhookBody {
  username: string
  allowed_mentions: { parse: never[] }
  embeds: Embed[]
}

/** Discord's limits on an embed's title and a field's value. */
const TITLE_MAX = 256
const VALUE_MAX = 1024

export function webhookBody(embed: Embed): WebhookBody {
  return {
    username: 'Loom',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        color: LOOM_GREEN,
        ...embed,
        title: clip(embed.title, TITLE_MAX),
        ...(embed.fields
          ? {
              fields: embed.fields.map((field) => ({
                ...field,
                value: clip(field.value, VALUE_MAX),
              })),
            }
          : {}),
      },
    ],
  }
}

export function testMessage(chronicleName: string): WebhookBody {
  return webhookBody({
    title: 'Loom is connected',
    description: `Announcements from the chronicle ${chronicleName} will appear here.`,
  })
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/**
 * Which of the storyteller's choices would announce a happening; null for one that is never
 * posted. The one rule of what may leave for Discord: only what the whole chronicle may see
 * (its audience is 'chronicle'), and of rolls only public ones, whatever else is chosen.
 */
export function announcementChoice(happening: Happening): DiscordAnnouncement | null {
  if (happening.audience !== 'chronicle') return null
  switch (happening.kind) {
    case 'roll':
      return happening.roll.visibility === 'public' ? 'rolls' : null
    case 'attack_resolved':
      return 'attacks'
    case 'combat_started':
    case 'round_started':
      return 'combat'
    case 'player_joined':
      return 'joins'
    default:
      return null
  }
}

/** What an announced happening posts (see announcementChoice); null for any other. */
export function announcementOf(
  happening: Happening,
  characterName: string | null,
): WebhookBody | null {
  switch (happening.kind) {
    case 'roll':
      return webhookBody(rollEmbed(happening.roll, characterName, happening.at))
    case 'attack_resolved':
      return webhookBody(attackEmbed(happening.attack, happening.at))
    case 'combat_started':
      return webhookBody({ title: 'Combat begins', timestamp: happening.at })
    case 'round_started':
      return webhookBody({ title: `Round ${happening.round}`, timestamp: happening.at })
    case 'player_joined':
      return webhookBody({
        title: `${happening.player.name} joined the chronicle`,
        timestamp: happening.at,
      })
    default:
      return null
  }
}

function rollEmbed(roll: RollRecord, characterName: string | null, at: string): Embed {
  const successes = roll.botch
    ? '**Botch!**'
    : `**${roll.successes} ${roll.successes === 1 ? 'success' : 'successes'}**`
  // Faces that count are bold; a roll with a different target number says so.
  const faces = roll.dice
    .map((face) => (face >= roll.target_number ? `**${face}**` : String(face)))
    .join(' ')
  const fields: Embed['fields'] = [
    { name: 'Dice', value: faces || 'none', inline: false },
    ...(characterName === null ? [] : [{ name: 'Character', value: characterName, inline: true }]),
    { name: 'Rolled by', value: roll.player_name, inline: true },
    ...(roll.target_number === 7
      ? []
      : [{ name: 'Target number', value: String(roll.target_number), inline: true }]),
    ...(roll.auto_successes === 0
      ? []
      : [{ name: 'Automatic successes', value: String(roll.auto_successes), inline: true }]),
    ...(roll.initiative === null
      ? []
      : [{ name: 'Initiative', value: String(roll.initiative), inline: true }]),
  ]
  return {
    title: roll.label === '' ? `${roll.player_name} rolled` : roll.label,
    description: `${roll.dice.length} ${roll.dice.length === 1 ? 'die' : 'dice'}: ${successes}`,
    fields,
    timestamp: at,
  }
}

function attackEmbed(attack: AttackSummary, at: string): Embed {
  const weapon = attack.weapon === '' ? '' : ` with ${attack.weapon}`
  const damage = attack.attack === 'withering' ? 'Initiative' : 'damage'
  const description = attack.hit
    ? `Hit: ${attack.damage} ${damage}${attack.crash ? `. **${attack.defender.name} crashed!**` : ''}`
    : 'Missed'
  return {
    title: `${attack.attacker.name} attacks ${attack.defender.name}${weapon} (${attack.attack})`,
    description,
    ...(attack.crash ? { color: CRASH_RED } : {}),
    timestamp: at,
  }
}
