import {
  CHARM_LISTS,
  type Character,
  type CharacterStatDetails,
  type Charm,
  type CharmList,
  characterStatDetails,
  type KindName,
  kindDefaults,
  type Merit,
  type Poison,
  type Spell,
  uniqueKeys,
  type Weapon,
  type WeaponDetails,
} from '@loom/core'
import type { Id, Row } from '../api/types.ts'
import { childIds, inRankOrder } from '../sheet/child-rows.ts'
import type { RootState } from '../store/app-state.ts'
import type { Kind } from '../store/entities/kinds.ts'

/** Everything a character's sheet shows: its rows from the store and the rules' figures. */
export interface CharacterView {
  character: Character
  weapons: Weapon[]
  merits: Merit[]
  /** Every charm, by the list it sits in. */
  charms: Readonly<Record<CharmAssoc, Charm[]>>
  spells: Spell[]
  poisons: Poison[]
  details: CharacterStatDetails
  /** The figures of each weapon, by weapon id. */
  weaponDetails: ReadonlyMap<Id, WeaponDetails>
}

export type CharmAssoc = CharmList
export const CHARM_ASSOCS: readonly CharmAssoc[] = [...new Set(Object.values(CHARM_LISTS))]

function childRows<T>(state: RootState, parent: Row, assoc: string, kind: Kind): T[] {
  const rows = state.entities.current.byKind[kind].entities
  return inRankOrder(childIds(parent, assoc).flatMap((id) => rows[id] ?? [])) as T[]
}

interface Cached {
  refs: unknown[]
  view: CharacterView
}

/** The rows a view is built from; the view is rebuilt only when one of them changes. */
function sourceRefs(state: RootState, character: Row): unknown[] {
  const refs: unknown[] = [character]
  for (const [assoc, kind] of SOURCES) {
    const rows = state.entities.current.byKind[kind].entities
    refs.push(assoc)
    for (const id of childIds(character, assoc)) refs.push(rows[id])
  }
  return refs
}

const SOURCES: readonly [string, Kind][] = [
  ['weapons', 'weapons'],
  ['merits', 'merits'],
  ...CHARM_ASSOCS.map((assoc): [string, Kind] => [assoc, 'charms']),
  ['spells', 'spells'],
  ['poisons', 'poisons'],
]

const cache = new Map<Id, Cached>()

const sameRefs = (a: unknown[], b: unknown[]) =>
  a.length === b.length && a.every((ref, index) => ref === b[index])

/**
 * The character's view, worked out once per change of the character or its children: the
 * rules run once per edit, however many tiles read the result.
 */
export function selectCharacterView(state: RootState, id: Id): CharacterView | undefined {
  const row = state.entities.current.byKind.characters.entities[id]
  if (!row) return undefined
  const refs = sourceRefs(state, row)
  const cached = cache.get(id)
  if (cached && sameRefs(cached.refs, refs)) return cached.view
  const view = buildView(state, row)
  cache.set(id, { refs, view })
  return view
}

/** One defaulted copy per stored row, so an unchanged row stays the same object across edits. */
const defaulted = new WeakMap<Row, unknown>()

/**
 * Rows from the store carry every field the server keeps; the kind's defaults cover rows that
 * a live event or an older server left short, so the rules always read whole sheets.
 */
function withDefaults<T>(kind: KindName, rows: Row[]): T[] {
  return rows.map((row) => {
    let copy = defaulted.get(row)
    if (copy === undefined) {
      copy = { ...kindDefaults(kind), ...row }
      defaulted.set(row, copy)
    }
    return copy as T
  })
}

function buildView(state: RootState, row: Row): CharacterView {
  const [character] = withDefaults<Character>('character', [row]) as [Character]
  const weapons = withDefaults<Weapon>('weapon', childRows(state, row, 'weapons', 'weapons'))
  const merits = withDefaults<Merit>('merit', childRows(state, row, 'merits', 'merits'))
  const charms = Object.fromEntries(
    CHARM_ASSOCS.map((assoc) => [
      assoc,
      withDefaults<Charm>('charm', childRows(state, row, assoc, 'charms')),
    ]),
  ) as Record<CharmAssoc, Charm[]>
  const spells = withDefaults<Spell>('spell', childRows(state, row, 'spells', 'spells'))
  const poisons = withDefaults<Poison>('poison', childRows(state, row, 'poisons', 'poisons'))
  const details = characterStatDetails({
    character,
    weapons,
    merits,
    charms: CHARM_ASSOCS.flatMap((assoc) => charms[assoc]),
    spells,
    poisons,
  })
  return {
    character,
    weapons,
    merits,
    charms,
    spells,
    poisons,
    details,
    weaponDetails: matchWeaponDetails(weapons, details),
  }
}

/** The rules key weapon figures by name in list order ("Sword", "Sword (2)"): the same keys. */
function matchWeaponDetails(
  weapons: Weapon[],
  details: CharacterStatDetails,
): Map<Id, WeaponDetails> {
  const keys = uniqueKeys(weapons.map((weapon) => weapon.name))
  const matched = new Map<Id, WeaponDetails>()
  weapons.forEach((weapon, index) => {
    const figures = details.weapons[keys[index] ?? weapon.name]
    if (figures) matched.set(weapon.id, figures)
  })
  return matched
}
