import type { Charm, Spell } from '@loom/core'
import { traitLabel } from './trait-labels.ts'

/**
 * The charm's name, after "✓ " when it is installed in the current loadout (a charm in "*" is
 * in every loadout). `loadout` is null while the character does not use loadouts.
 */
export function charmTitle(charm: Charm, loadout: string | null): string {
  const installed =
    loadout !== null && (charm.loadouts.includes(loadout) || charm.loadouts.includes('*'))
  return installed ? `✓ ${charm.name}` : charm.name
}

/** "1m, reflexive, instant, keywords: Uniform". */
export function charmLine(charm: Charm): string {
  const keywords = charm.keywords.length > 0 ? `, keywords: ${charm.keywords.join(', ')}` : ''
  return `${charm.cost}, ${charm.timing}, ${charm.duration}${keywords}`
}

/** "Melee 3, Essence 1"; "Evocation of Volfer, Essence 2"; "Snake style 2, Essence 1". */
export function charmPrerequisites(charm: Charm): string {
  const parts: string[] = []
  if (charm.charm_type === 'Evocation' && charm.artifact_name) {
    parts.push(`Evocation of ${charm.artifact_name}`)
  }
  if (charm.charm_type === 'MartialArts' && charm.style) {
    parts.push(`${charm.style} style ${charm.min_ability ?? 1}`)
  } else if (charm.ability && charm.min_ability !== null) {
    parts.push(`${traitLabel(charm.ability)} ${charm.min_ability}`)
  }
  parts.push(`Essence ${charm.min_essence}`)
  return parts.join(', ')
}

/** The charm's summary, or the start of its text. */
export function charmGist(charm: Charm | Spell, length = 200): string {
  const summary = 'summary' in charm && charm.summary ? charm.summary : charm.body
  return summary.length > length ? `${summary.slice(0, length)}…` : summary
}

/** A card's one-line description: the line, then " — " and the gist when there is one. */
export function cardDescription(line: string, charm: Charm | Spell, length?: number): string {
  const gist = charmGist(charm, length)
  return gist === '' ? line : `${line} — ${gist}`
}

/** "(Control Spell) 15sm, 1wp, instant, keywords: …". */
export function spellLine(spell: Spell): string {
  const keywords = spell.keywords.length > 0 ? `, keywords: ${spell.keywords.join(', ')}` : ''
  return `${spell.control ? '(Control Spell) ' : ''}${spell.cost}, ${spell.duration}${keywords}`
}

export const CHARM_SECTIONS = [
  { assoc: 'charms', title: 'Native Charms', kind: 'native' },
  { assoc: 'martial_arts_charms', title: 'Martial Arts Charms', kind: 'MartialArts' },
  { assoc: 'evocations', title: 'Evocations', kind: 'Evocation' },
  { assoc: 'spirit_charms', title: 'Spirit Charms', kind: 'Spirit' },
] as const
