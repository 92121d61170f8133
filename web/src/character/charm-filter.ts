import type { Charm, Spell } from '@loom/core'

export type MatchMode = 'all' | 'any'

export interface CharmFilter {
  timings: string[]
  /** Native charms only. */
  abilities: string[]
  keywords: string[]
  keywordMode: MatchMode
  categories: string[]
  categoryMode: MatchMode
  /** Native charms only; a charm in loadout "*" is in every loadout. */
  loadouts: string[]
  loadoutMode: MatchMode
  muteOnly: boolean
  hidePerilous: boolean
}

export const NO_FILTER: CharmFilter = {
  timings: [],
  abilities: [],
  keywords: [],
  keywordMode: 'any',
  categories: [],
  categoryMode: 'any',
  loadouts: [],
  loadoutMode: 'any',
  muteOnly: false,
  hidePerilous: false,
}

/** Categories every character can filter by, besides their own. */
export const STANDARD_CATEGORIES = ['Attack', 'Defense', 'Social'] as const

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase())

function matches(held: readonly string[], wanted: readonly string[], mode: MatchMode): boolean {
  if (wanted.length === 0) return true
  const have = new Set(lower(held))
  const want = lower(wanted)
  return mode === 'all' ? want.every((w) => have.has(w)) : want.some((w) => have.has(w))
}

function passesCommon(
  entry: { keywords: readonly string[]; categories: readonly string[] },
  filter: CharmFilter,
): boolean {
  const keywords = lower(entry.keywords)
  if (filter.muteOnly && !keywords.includes('mute')) return false
  if (filter.hidePerilous && keywords.includes('perilous')) return false
  return (
    matches(entry.keywords, filter.keywords, filter.keywordMode) &&
    matches(entry.categories, filter.categories, filter.categoryMode)
  )
}

export function charmPasses(charm: Charm, filter: CharmFilter, native: boolean): boolean {
  if (!passesCommon(charm, filter)) return false
  if (filter.timings.length > 0 && !filter.timings.includes(charm.timing)) return false
  if (!native) return true
  if (filter.abilities.length > 0 && !filter.abilities.includes(charm.ability ?? '')) return false
  if (charm.loadouts.includes('*')) return true
  return matches(charm.loadouts, filter.loadouts, filter.loadoutMode)
}

/** Spells have no timing, so picking timings hides them; ability and loadout filters do not. */
export function spellPasses(spell: Spell, filter: CharmFilter): boolean {
  return filter.timings.length === 0 && passesCommon(spell, filter)
}

const LISTS = ['timings', 'abilities', 'keywords', 'categories', 'loadouts'] as const
const MODES = ['keywordMode', 'categoryMode', 'loadoutMode'] as const
const FLAGS = ['muteOnly', 'hidePerilous'] as const

/** Filters live in the address, so a reload or a shared link keeps them. */
export function filterFromParams(params: URLSearchParams): CharmFilter {
  const filter: CharmFilter = { ...NO_FILTER }
  for (const list of LISTS) filter[list] = params.getAll(list)
  for (const mode of MODES) filter[mode] = params.get(mode) === 'all' ? 'all' : 'any'
  for (const flag of FLAGS) filter[flag] = params.get(flag) === '1'
  return filter
}

export function paramsFromFilter(filter: CharmFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const list of LISTS) for (const value of filter[list]) params.append(list, value)
  for (const mode of MODES) if (filter[mode] === 'all') params.set(mode, 'all')
  for (const flag of FLAGS) if (filter[flag]) params.set(flag, '1')
  return params
}

export function isFiltering(filter: CharmFilter): boolean {
  return paramsFromFilter(filter).toString() !== ''
}
