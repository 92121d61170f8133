import {
  type ChronicleMembership,
  type ItemChangeFacts,
  type ItemSight,
  itemAudience,
  itemChangeDeliveries,
  type LiveEvent,
  type OwnedItem,
} from '@loom/core'
import type { Row } from '../api/types.ts'
import type { Call, Reply } from './fake-api.ts'

/**
 * The server's side of the live channel in small: one player's characters with their merits
 * and weapons, one chronicle they share with a member, and the changes routes make to them.
 * Who hears of a change, and what (the change itself, a create, a removal; without secrets
 * for whoever may not edit), is core's itemChangeDeliveries, the rule the server's live
 * channel sends by; the world answers the routes a store reads and writes as the server
 * would at that moment.
 */

export const OWNER = 7
export const MEMBER = 11
const STORYTELLER = 2
export const CHRONICLE = 3
const MEMBERSHIP: ChronicleMembership = {
  id: CHRONICLE,
  st_id: STORYTELLER,
  member_ids: [OWNER, MEMBER],
}
/** Small pages, so that a list arrives over several answers. */
const PAGE_SIZE = 2

export type ChildKind = 'merit' | 'weapon'
export const CHILD_KINDS: readonly ChildKind[] = ['merit', 'weapon']
/** The character's list holding each child kind. */
export const CHILD_LIST: Record<ChildKind, 'merits' | 'weapons'> = {
  merit: 'merits',
  weapon: 'weapons',
}
/** The field a change of each child kind edits. */
export const CHILD_LABEL: Record<ChildKind, string> = { merit: 'merit_name', weapon: 'name' }

/**
 * A change a route makes. `pick` chooses among the rows that exist when it happens, so that
 * any generated sequence is a possible history.
 */
export type ServerChange =
  | { change: 'create character'; name: string }
  | { change: 'update character'; pick: number; fields: { name?: string; essence?: number } }
  | { change: 'delete character'; pick: number }
  | { change: 'move character'; pick: number }
  | { change: 'hide character'; pick: number }
  | { change: 'create child'; kind: ChildKind; pick: number; label: string }
  | { change: 'update child'; kind: ChildKind; pick: number; label: string }
  | { change: 'delete child'; kind: ChildKind; pick: number }

/** One event and the player whose socket receives it. */
export interface Published {
  player: number
  event: LiveEvent
}

/** What a change carries besides its row (see eventsOf). */
interface ChangeDetail {
  before?: Row
  entity?: Row
  changes?: Record<string, unknown> | null
}

type Tables = Record<'character' | ChildKind, Map<number, Row>>

export function liveWorld() {
  const rows: Tables = { character: new Map(), merit: new Map(), weapon: new Map() }
  let nextId = 1
  let clock = 0
  const now = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString()

  const owned = (character: Row): OwnedItem => ({
    player_id: character.player_id as number,
    chronicle_id: (character.chronicle_id as number | null) ?? null,
    hidden: character.hidden === true,
  })
  const membershipOf = (item: OwnedItem) => (item.chronicle_id === CHRONICLE ? MEMBERSHIP : null)
  const sightOf = (character: Row): ItemSight => {
    const item = owned(character)
    return { item, chronicle: membershipOf(item) }
  }
  const sees = (viewer: number, character: Row) => {
    const { item, chronicle } = sightOf(character)
    return itemAudience(item, chronicle).includes(viewer)
  }

  const childrenOf = (kind: ChildKind, characterId: number) =>
    [...rows[kind].values()]
      .filter((child) => child.character_id === characterId)
      .sort((a, b) => (a.sorting as number) - (b.sorting as number) || a.id - b.id)
  const fullChild = (kind: ChildKind, child: Row): Row =>
    kind === 'weapon' ? { ...child, poisons: [] } : { ...child }
  /** A character as GET answers it: every list embedded. */
  const fullCharacter = (character: Row): Row => ({
    ...character,
    ...Object.fromEntries(
      CHILD_KINDS.map((kind) => [
        CHILD_LIST[kind],
        childrenOf(kind, character.id).map((child) => fullChild(kind, child)),
      ]),
    ),
  })

  /**
   * The events of one committed change to `row` (a character, or a child of one), as the
   * server's live channel sends them: core's deliveries, one event a recipient. `before` is
   * the character as the change found it, when the change moved or hid it; `entity` is what a
   * create carries (the row itself unless given: a character coming into someone's sight
   * arrives as the PATCH stored it, without its lists).
   */
  const eventsOf = (
    kind: 'character' | ChildKind,
    event: ItemChangeFacts['event'],
    row: Row,
    { before, entity = row, changes = null }: ChangeDetail = {},
  ): Published[] => {
    const character = kind === 'character' ? row : rows.character.get(row.character_id as number)!
    const parent =
      kind === 'character'
        ? null
        : { type: 'character' as const, id: character.id, assoc: CHILD_LIST[kind] }
    const change = {
      event,
      type: kind,
      id: row.id,
      version: row.version as number,
      parent,
      entity,
      changes,
    }
    const audience = { before: sightOf(before ?? character), now: sightOf(character) }
    return itemChangeDeliveries(change, audience).flatMap(({ player_ids, event }) =>
      player_ids.map((player) => ({ player, event })),
    )
  }

  const pickOf = (map: Map<number, Row>, pick: number) => {
    const ids = [...map.keys()]
    return ids.length === 0 ? undefined : map.get(ids[pick % ids.length]!)
  }

  /** Only fields that differ count; a change of none writes nothing and keeps the version. */
  const differing = (row: Row, fields: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).filter(([field, value]) => row[field] !== value))

  /** Every value a field was given, in order: `row|field` (`character/4|name`) and the value. */
  const writes: { key: string; value: unknown }[] = []
  const noteWrites = (row: string, fields: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(fields))
      writes.push({ key: `${row}|${field}`, value })
  }

  const updateCharacter = (character: Row, fields: Record<string, unknown>): Published[] => {
    const changed = differing(character, fields)
    if (Object.keys(changed).length === 0) return []
    noteWrites(`character/${character.id}`, changed)
    const before = { ...character }
    const changes = { ...changed, version: (character.version as number) + 1, updated_at: now() }
    Object.assign(character, changes)
    return eventsOf('character', 'update', character, { before, changes })
  }

  const createCharacter = (name: string): Published[] => {
    const id = nextId++
    const character: Row = {
      id,
      name,
      essence: 1,
      type: 'SolarCharacter',
      player_id: OWNER,
      chronicle_id: null,
      hidden: false,
      public: false,
      pinned: false,
      sorting: id * 10,
      chronicle_sorting: id,
      version: 1,
      updated_at: now(),
    }
    rows.character.set(id, character)
    return eventsOf('character', 'create', character, { entity: fullCharacter(character) })
  }

  /** Deleting takes its children with it (no events of theirs); a destroy repeats the last version. */
  const deleteCharacter = (character: Row): Published[] => {
    if (character.chronicle_id !== null) return []
    rows.character.delete(character.id)
    for (const kind of CHILD_KINDS) {
      for (const child of childrenOf(kind, character.id)) rows[kind].delete(child.id)
    }
    return eventsOf('character', 'destroy', character)
  }

  const createChild = (kind: ChildKind, character: Row, label: string): Published[] => {
    const id = nextId++
    const child: Row = {
      id,
      character_id: character.id,
      [CHILD_LABEL[kind]]: label,
      sorting: id,
      version: 1,
      updated_at: now(),
    }
    rows[kind].set(id, child)
    return eventsOf(kind, 'create', child, { entity: fullChild(kind, child) })
  }

  const updateChild = (kind: ChildKind, child: Row, label: string): Published[] => {
    if (child[CHILD_LABEL[kind]] === label) return []
    noteWrites(`${kind}/${child.id}`, { [CHILD_LABEL[kind]]: label })
    const changes = {
      [CHILD_LABEL[kind]]: label,
      version: (child.version as number) + 1,
      updated_at: now(),
    }
    Object.assign(child, changes)
    return eventsOf(kind, 'update', child, { changes })
  }

  const deleteChild = (kind: ChildKind, child: Row): Published[] => {
    rows[kind].delete(child.id)
    return eventsOf(kind, 'destroy', child)
  }

  /**
   * Server changes made so far (`apply`), and when each row's field was last changed by one:
   * by `row` (`character/4`), then field. An edit of the owner's made before then may have
   * been overwritten, or settled in the other's favour.
   */
  let serverChanges = 0
  const lastChangedByServer = new Map<string, Map<string, number>>()
  const noteServerChange = (row: string, fields: readonly string[]) => {
    const changed = lastChangedByServer.get(row) ?? new Map<string, number>()
    for (const field of fields) changed.set(field, serverChanges)
    lastChangedByServer.set(row, changed)
  }

  /** Applies a change; answers the events it publishes (none when it does nothing). */
  function apply(change: ServerChange): Published[] {
    serverChanges += 1
    if (change.change === 'update character') {
      const character = pickOf(rows.character, change.pick)
      if (character) noteServerChange(`character/${character.id}`, Object.keys(change.fields))
    } else if (change.change === 'update child') {
      const child = pickOf(rows[change.kind], change.pick)
      if (child) noteServerChange(`${change.kind}/${child.id}`, [CHILD_LABEL[change.kind]])
    }
    return applyChange(change)
  }

  function applyChange(change: ServerChange): Published[] {
    if (change.change === 'create character') return createCharacter(change.name)
    if (change.change === 'create child') {
      const character = pickOf(rows.character, change.pick)
      return character ? createChild(change.kind, character, change.label) : []
    }
    if (change.change === 'update child' || change.change === 'delete child') {
      const child = pickOf(rows[change.kind], change.pick)
      if (!child) return []
      return change.change === 'update child'
        ? updateChild(change.kind, child, change.label)
        : deleteChild(change.kind, child)
    }
    const character = pickOf(rows.character, change.pick)
    if (!character) return []
    switch (change.change) {
      case 'update character':
        return updateCharacter(character, change.fields)
      case 'delete character':
        return deleteCharacter(character)
      case 'move character':
        return updateCharacter(character, {
          chronicle_id: character.chronicle_id === null ? CHRONICLE : null,
        })
      case 'hide character':
        return updateCharacter(character, { hidden: character.hidden !== true })
    }
  }

  // ---- What the routes answer --------------------------------------------------------------

  const page = (all: Row[], query: string): Reply => {
    const number = Number(new URLSearchParams(query).get('page') ?? '1')
    const total = Math.max(1, Math.ceil(all.length / PAGE_SIZE))
    return {
      body: all.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE),
      headers: { 'current-page': String(number), 'total-pages': String(total) },
    }
  }
  const characters = (filter: (character: Row) => boolean, order: string) =>
    [...rows.character.values()]
      .filter(filter)
      .sort((a, b) => (a[order] as number) - (b[order] as number) || a.id - b.id)
  const inChronicleFor = (viewer: number) =>
    characters(
      (character) => character.chronicle_id === CHRONICLE && sees(viewer, character),
      'chronicle_sorting',
    )
  const notFound = (what: string): Reply => ({ status: 404, body: { error: `No ${what}` } })
  const player = (id: number) => ({ id, display_name: `Player ${id}`, version: 1 })
  const SUMMARY = ['id', 'name', 'type', 'player_id', 'chronicle_id', 'hidden', 'public', 'pinned']
  const summary = (character: Row) =>
    Object.fromEntries(
      [...SUMMARY, 'sorting', 'chronicle_sorting', 'version', 'updated_at'].map((field) => [
        field,
        character[field],
      ]),
    )
  const chronicleFields = { id: CHRONICLE, st_id: STORYTELLER, name: 'Rain', version: 1 }

  /** The answer of one call by `viewer`, as the routes would give it now. */
  function answer(viewer: number, { method, path, body, baseVersion }: Call): Reply {
    const [route = '', query = ''] = path.split('?')
    const parts = route.split('/').filter(Boolean)
    const id = Number(parts[1])
    if (method === 'GET' && route === '/players') {
      return {
        body: {
          ...player(viewer),
          own_chronicles: [],
          chronicles: [{ ...chronicleFields, players: [OWNER, MEMBER], player_count: 2 }],
          characters: characters((c) => c.player_id === viewer, 'sorting').map(summary),
          qcs: [],
          battlegroups: [],
        },
      }
    }
    if (method === 'GET' && route === '/characters') {
      return page(characters((c) => c.player_id === viewer, 'sorting').map(fullCharacter), query)
    }
    if (method === 'GET' && (route === '/qcs' || route === '/battlegroups')) return page([], query)
    if (method === 'GET' && route === `/chronicles/${CHRONICLE}`) {
      const visible = inChronicleFor(viewer).map((character) => character.id)
      return {
        body: {
          ...chronicleFields,
          st: player(STORYTELLER),
          players: MEMBERSHIP.member_ids.map(player),
          characters: visible,
          qcs: [],
          battlegroups: [],
          combat_actors: [],
        },
      }
    }
    if (method === 'GET' && parts[0] === 'chronicles' && parts.length === 3) {
      const items = parts[2] === 'characters' ? inChronicleFor(viewer).map(fullCharacter) : []
      return page(items, query)
    }
    const character = parts[0] === 'characters' ? rows.character.get(id) : undefined
    if (!character || !sees(viewer, character)) return notFound(`character ${parts[1]}`)
    if (parts.length === 2) return characterRoute(character, method, body, baseVersion)
    const kind = parts[2] === 'merits' ? 'merit' : 'weapon'
    if (method === 'POST' && parts.length === 3) {
      const label = String(fieldsOf(body, kind)[CHILD_LABEL[kind]])
      published.push(...createChild(kind, character, label))
      // The newest child sorts last: its sorting is its id.
      return { status: 201, body: fullChild(kind, childrenOf(kind, character.id).at(-1)!) }
    }
    const child = rows[kind].get(Number(parts[3]))
    if (!child || child.character_id !== character.id) return notFound(`${kind} ${parts[3]}`)
    if (method === 'PATCH' && movedOn(child, baseVersion)) return stale(fullChild(kind, child))
    if (method === 'PATCH') {
      published.push(...updateChild(kind, child, String(fieldsOf(body, kind)[CHILD_LABEL[kind]])))
      return { body: fullChild(kind, child) }
    }
    if (method === 'DELETE') {
      published.push(...deleteChild(kind, child))
      return { status: 204 }
    }
    return { body: fullChild(kind, child) }
  }

  /** An edit made offline, based on a version the row has moved on from (Loom-Base-Version). */
  const movedOn = (row: Row, baseVersion: string | undefined) =>
    baseVersion !== undefined && Number(baseVersion) !== row.version
  const stale = (current: Row): Reply => ({
    status: 412,
    body: { error: 'It changed since this edit was made', current },
  })

  function characterRoute(
    character: Row,
    method: string,
    body: unknown,
    baseVersion: string | undefined,
  ): Reply {
    if (method === 'GET') return { body: fullCharacter(character) }
    if (method === 'PATCH' && movedOn(character, baseVersion))
      return stale(fullCharacter(character))
    if (method === 'DELETE') {
      if (character.chronicle_id !== null) {
        return { status: 403, body: { error: 'Remove it from its chronicle first' } }
      }
      published.push(...deleteCharacter(character))
      return { status: 204 }
    }
    const fields = fieldsOf(body, 'character')
    if (typeof fields.essence === 'number' && (fields.essence < 1 || fields.essence > 10)) {
      return { status: 422, body: { essence: [{ error: 'essence must be between 1 and 10' }] } }
    }
    published.push(...updateCharacter(character, fields))
    return { body: { ...character } }
  }

  /** Events of changes made through the routes, until the caller takes them. */
  const published: Published[] = []

  return {
    apply,
    answer,
    /** The events the routes published since the last call. */
    takePublished: () => published.splice(0),
    /** How many server changes were made so far: a mark to compare `changedByServerSince` with. */
    serverChangeMark: () => serverChanges,
    /** How many values were written so far: a mark to compare `wroteSince` with. */
    writeMark: () => writes.length,
    /** Whether `value` was written to a field (`character/4|name`) after `mark`. */
    wroteSince: (key: string, value: unknown, mark: number) =>
      writes.slice(mark).some((write) => write.key === key && write.value === value),
    /** Whether a server change after `mark` touched `field` of the row (`character/4`). */
    changedByServerSince: (row: string, field: string, mark: number) =>
      (lastChangedByServer.get(row)?.get(field) ?? 0) > mark,
    /** A field of a row as the server holds it; undefined when the row is gone. */
    valueOf: (row: string, field: string) => {
      const [kind, id] = row.split('/')
      return rows[kind as keyof Tables]?.get(Number(id))?.[field]
    },
    /** What `viewer` may see now: characters as GET answers them, by id. */
    visibleTo: (viewer: number) =>
      new Map(
        characters((character) => sees(viewer, character), 'sorting').map((character) => [
          character.id,
          fullCharacter(character),
        ]),
      ),
  }
}

export type LiveWorld = ReturnType<typeof liveWorld>

function fieldsOf(body: unknown, wrapper: string): Record<string, unknown> {
  const wrapped = (body as Record<string, unknown> | undefined)?.[wrapper]
  return (wrapped ?? {}) as Record<string, unknown>
}
