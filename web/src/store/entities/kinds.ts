import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleItemKind,
  isKindName,
  KIND_NAMES,
  KIND_PLACES,
  type KindName,
  kindNameByPlural,
  listsUnder,
} from '@loom/core'

// Every kind the store keeps, and which embedded lists of one kind hold rows of another,
// read from core's registry. The store keys kinds by their plural, as API paths do ('qcs');
// core and live events name them in the singular ('qc').

type PluralOf<K extends KindName> = `${K}s`
export type Kind = PluralOf<KindName>

/** The store's key of a core kind: its plural, which is always its name and an s. */
export const storeKind = <K extends KindName>(name: K) => KIND_PLACES[name].plural as PluralOf<K>

export const KINDS: readonly Kind[] = KIND_NAMES.map(storeKind)

/** The kinds a player keeps in personal lists, brings into chronicles and reaches through the drawer. */
export type ItemKind = PluralOf<ChronicleItemKind>
export const ITEM_KINDS: readonly ItemKind[] = CHRONICLE_ITEM_KINDS.map(storeKind)

export const isItemKind = (kind: string): kind is ItemKind =>
  (ITEM_KINDS as readonly string[]).includes(kind)

/** For each kind, its embedded lists (association name → kind of the rows inside). */
export const ASSOCIATIONS: Readonly<Record<Kind, Readonly<Record<string, Kind>>>> = associations()

function associations(): Record<Kind, Record<string, Kind>> {
  const table = Object.fromEntries(KINDS.map((kind) => [kind, {}])) as Record<
    Kind,
    Record<string, Kind>
  >
  for (const name of KIND_NAMES) {
    for (const parent of KIND_PLACES[name].parents) {
      // A character's charms are spread over one list per charm kind.
      for (const assoc of listsUnder(name, parent.kind)) {
        table[storeKind(parent.kind)][assoc] = storeKind(name)
      }
    }
  }
  // The player's answer embeds summaries of their items and chronicles; a full chronicle
  // embeds its people and the ids of its items and combat actors.
  for (const kind of ITEM_KINDS) {
    table.players[kind] = kind
    table.chronicles[kind] = kind
  }
  Object.assign(table.players, { chronicles: 'chronicles', own_chronicles: 'chronicles' })
  Object.assign(table.chronicles, { players: 'players', combat_actors: 'combat_actors' })
  return table
}

/** The store's kind of a live event's or combat change's `type` ('qc'; a plural is taken too). */
export function kindOfType(type: string): Kind | undefined {
  if (isKindName(type)) return storeKind(type)
  const kind = kindNameByPlural(type)
  return kind && storeKind(kind)
}

/** The singular name the API wraps bodies in ({character: {...}}) and uses in paths. */
export function singular<K extends KindName>(kind: PluralOf<K>): K {
  return kind.slice(0, -1) as K
}
