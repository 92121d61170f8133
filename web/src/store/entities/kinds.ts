// Every kind the store keeps, and which embedded lists of one kind hold rows of another.

export const KINDS = [
  'players',
  'chronicles',
  'characters',
  'qcs',
  'battlegroups',
  'combat_actors',
  'weapons',
  'merits',
  'charms',
  'spells',
  'poisons',
  'qc_attacks',
  'qc_merits',
  'qc_charms',
] as const

export type Kind = (typeof KINDS)[number]

/** The kinds a player keeps in personal lists and reaches through the drawer. */
export type ItemKind = 'characters' | 'qcs' | 'battlegroups'
export const ITEM_KINDS: readonly ItemKind[] = ['characters', 'qcs', 'battlegroups']

/** For each kind, its embedded lists (association name → kind of the rows inside). */
export const ASSOCIATIONS: Record<Kind, Readonly<Record<string, Kind>>> = {
  players: {
    characters: 'characters',
    qcs: 'qcs',
    battlegroups: 'battlegroups',
    chronicles: 'chronicles',
    own_chronicles: 'chronicles',
  },
  chronicles: {
    players: 'players',
    characters: 'characters',
    qcs: 'qcs',
    battlegroups: 'battlegroups',
    combat_actors: 'combat_actors',
  },
  characters: {
    weapons: 'weapons',
    merits: 'merits',
    charms: 'charms',
    martial_arts_charms: 'charms',
    evocations: 'charms',
    spirit_charms: 'charms',
    spells: 'spells',
    poisons: 'poisons',
  },
  qcs: {
    qc_attacks: 'qc_attacks',
    qc_merits: 'qc_merits',
    qc_charms: 'qc_charms',
    spells: 'spells',
    poisons: 'poisons',
  },
  battlegroups: { qc_attacks: 'qc_attacks', poisons: 'poisons' },
  combat_actors: { poisons: 'poisons' },
  weapons: { poisons: 'poisons' },
  merits: {},
  charms: {},
  spells: {},
  poisons: {},
  qc_attacks: { poisons: 'poisons' },
  qc_merits: {},
  qc_charms: {},
}

/** Live events name kinds in the singular ('qc'); the store keys them in the plural. */
export function kindOfType(type: string): Kind | undefined {
  const plural = type.endsWith('s') ? type : `${type}s`
  return (KINDS as readonly string[]).includes(plural) ? (plural as Kind) : undefined
}

/** The singular name the API wraps PATCH bodies in: {character: {...}}. */
export function singular(kind: Kind): string {
  return kind.slice(0, -1)
}
