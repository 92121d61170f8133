// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Id, Row } from '../api/types.ts'
import {
  answer,
  type Browser,
  deliverAgain,
  deliverNext,
  drain,
  drop,
  goOffline,
  goOnline,
  openBrowser,
  publish,
  reconnect,
  settle,
} from '../testing/live-clients.ts'
import {
  CHILD_KINDS,
  CHILD_LABEL,
  CHILD_LIST,
  CHRONICLE,
  type ChildKind,
  type LiveWorld,
  liveWorld,
  MEMBER,
  OWNER,
  type ServerChange,
} from '../testing/live-world.ts'
import { createChild, destroyChild, updateChild } from './children.ts'
import { fetchChronicle } from './chronicles/chronicle.ts'
import { singular } from './entities/kinds.ts'
import { destroyItem, fetchItem, updateItem } from './items.ts'
import { onScreenActions } from './on-screen.ts'
import { resolveConflict } from './outbox/outbox.ts'
import { conflictedMutations } from './outbox/outbox-slice.ts'

/**
 * Property-based: whatever the server does to a player's characters and their merits and
 * weapons (create, update, delete, move in and out of the chronicle, hide and show), and
 * however the events reach a browser (different items' events interleaved, events delivered
 * again late, a socket dropped then reconnected, the refetch's answers crossing newer
 * events), every browser ends with exactly what the server shows its player: the owner on two
 * devices (a desktop and a phone), who edit through the outbox (edits confirmed, refused,
 * racing a deletion or each other), and a member of the chronicle, who sees the characters
 * there that are not hidden. Each owner device also loses its network now and then: edits made
 * meanwhile are kept and sent on its return, each on the version it was made over, so that
 * one the server moved on from is refused (412) and merged, the fields both sides changed
 * settled by the player (settleConflicts). No edit the outbox took is lost.
 *
 * The server keeps one item's events, its children's included, in the order it published
 * them (see deliverNext); within that, nothing is assumed.
 *
 * A failure prints the schedule (the steps, shrunk) with its seed and path: run it again with
 * LIVE_FUZZ_SEED=<seed> LIVE_FUZZ_PATH=<path>, or paste the steps into a schedule below.
 */

/** LIVE_FUZZ_RUNS=20000 searches further, for a while. */
const RUNS = Number(process.env.LIVE_FUZZ_RUNS ?? 2000)
const REPLAY =
  process.env.LIVE_FUZZ_SEED === undefined
    ? {}
    : { seed: Number(process.env.LIVE_FUZZ_SEED), path: process.env.LIVE_FUZZ_PATH }
const LISTS = Object.values(CHILD_LIST)
/** Small picks, so that changes keep coming back to the same few rows. */
const pick = fc.nat({ max: 7 })
const childKind = fc.constantFrom(...CHILD_KINDS)

/** The characters there are before the browsers open. */
const startingCharacter = fc.record({
  inChronicle: fc.boolean(),
  hidden: fc.boolean(),
  merits: fc.nat({ max: 2 }),
  weapons: fc.nat({ max: 2 }),
})
type StartingCharacter = typeof startingCharacter extends fc.Arbitrary<infer T> ? T : never

function startingChanges(characters: readonly StartingCharacter[]): ServerChange[] {
  return characters.flatMap((character, index): ServerChange[] => [
    { change: 'create character', name: `Start ${index}` },
    ...(character.inChronicle ? [{ change: 'move character' as const, pick: index }] : []),
    ...(character.hidden ? [{ change: 'hide character' as const, pick: index }] : []),
    ...CHILD_KINDS.flatMap((kind) =>
      Array.from({ length: character[CHILD_LIST[kind]] }, (_, n) => ({
        change: 'create child' as const,
        kind,
        pick: index,
        label: `${kind} ${n}`,
      })),
    ),
  ])
}

const serverChange: fc.Arbitrary<ServerChange> = fc.oneof(
  fc.record({
    change: fc.constant('create character' as const),
    name: fc.constantFrom('Ash', 'Yew'),
  }),
  fc.record({
    change: fc.constant('update character' as const),
    pick,
    fields: fc.oneof(
      fc.record({ name: fc.constantFrom('Ash', 'Yew', 'Elm') }),
      fc.record({ essence: fc.integer({ min: 1, max: 5 }) }),
    ),
  }),
  fc.record({ change: fc.constant('delete character' as const), pick }),
  fc.record({ change: fc.constant('move character' as const), pick }),
  fc.record({ change: fc.constant('hide character' as const), pick }),
  fc.record({
    change: fc.constant('create child' as const),
    kind: childKind,
    pick,
    label: fc.constantFrom('Fast', 'Slow'),
  }),
  fc.record({
    change: fc.constant('update child' as const),
    kind: childKind,
    pick,
    label: fc.constantFrom('Fast', 'Slow', 'Keen'),
  }),
  fc.record({ change: fc.constant('delete child' as const), kind: childKind, pick }),
)

/** An edit on one of the owner's devices: shown at once, then confirmed or taken back. */
type OwnerEdit =
  | { edit: 'rename'; pick: number; name: string }
  /** Essence 0 is refused (422), so the edit is taken back. */
  | { edit: 'essence'; pick: number; essence: number }
  /** Refused (403) while the character is in the chronicle. */
  | { edit: 'delete'; pick: number }
  | { edit: 'relabel child'; kind: ChildKind; pick: number; label: string }
  | { edit: 'delete child'; kind: ChildKind; pick: number }
  | { edit: 'add child'; kind: ChildKind; pick: number; label: string }

const ownerEdit: fc.Arbitrary<OwnerEdit> = fc.oneof(
  fc.record({ edit: fc.constant('rename' as const), pick, name: fc.constantFrom('Oak', 'Ash') }),
  fc.record({
    edit: fc.constant('essence' as const),
    pick,
    essence: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({ edit: fc.constant('delete' as const), pick }),
  fc.record({
    edit: fc.constant('relabel child' as const),
    kind: childKind,
    pick,
    label: fc.constantFrom('Fast', 'Bold'),
  }),
  fc.record({ edit: fc.constant('delete child' as const), kind: childKind, pick }),
  fc.record({
    edit: fc.constant('add child' as const),
    kind: childKind,
    pick,
    label: fc.constantFrom('New', 'Odd'),
  }),
)

/** 0 is the owner's desktop, 1 the member's browser, 2 the owner's phone. */
const browser = fc.constantFrom(0, 1, 2)
const ownerDevice = fc.constantFrom(0, 2)
type Step =
  | { step: 'change'; change: ServerChange }
  /** `device`: which of the owner's browsers (0 unless given). */
  | { step: 'edit'; edit: OwnerEdit; device?: number }
  | { step: 'deliver' | 'again' | 'answer'; browser: number; pick: number }
  | { step: 'drop' | 'reconnect' | 'offline' | 'online'; browser: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: serverChange.map((change) => ({ step: 'change' as const, change })) },
  {
    weight: 6,
    arbitrary: fc.record({
      step: fc.constant('edit' as const),
      edit: ownerEdit,
      device: ownerDevice,
    }),
  },
  {
    weight: 11,
    arbitrary: fc.record({
      step: fc.constantFrom('deliver', 'deliver', 'again', 'answer', 'answer'),
      browser,
      pick,
    }),
  },
  { weight: 3, arbitrary: fc.record({ step: fc.constantFrom('drop', 'reconnect'), browser }) },
  // An owner's device losing its network: their edits are kept, then sent on a newer version.
  {
    weight: 4,
    arbitrary: fc.record({ step: fc.constantFrom('offline', 'online'), browser: ownerDevice }),
  },
)

const itemIds = (browser: Browser) =>
  browser.store.getState().entities.current.byKind.characters.ids

/**
 * The owner's renames and relabels a store took (answered true: sent and confirmed, or kept
 * to be sent), by `row|field` (`character/4|name`), and the fields whose conflict the player
 * settled. No edit taken may be lost: the server held its value once it was made (it was
 * written, or the field held it already), unless the row is gone, the player settled a
 * conflict of that field, or a later edit of the field on the same device took its place
 * before it was sent (the outbox gathers them). The last made of a field also ends on the server, unless someone
 * changed the field after it was made (a server change, or the owner's other device).
 */
interface Ledger {
  made: number
  taken: {
    device: Browser
    key: string
    made: number
    value: unknown
    held: boolean
    serverMark: number
    writeMark: number
  }[]
  settled: Set<string>
  running: Promise<unknown>[]
}

const newLedger = (): Ledger => ({
  made: 0,
  taken: [],
  settled: new Set(),
  running: [],
})

function noteTaking(
  device: Browser,
  ledger: Ledger,
  world: LiveWorld,
  key: string,
  value: unknown,
  edit: Promise<boolean>,
): void {
  const made = ++ledger.made
  const [row, field] = key.split('|') as [string, string]
  const taking = {
    device,
    key,
    made,
    value,
    held: world.valueOf(row, field) === value,
    serverMark: world.serverChangeMark(),
    writeMark: world.writeMark(),
  }
  ledger.running.push(
    edit.then((taken) => {
      if (taken) ledger.taken.push(taking)
    }),
  )
}

/** Starts an edit of what the owner's store shows; it ends when its answer is released. */
function startEdit(owner: Browser, edit: OwnerEdit, world: LiveWorld, ledger: Ledger): void {
  const rows = owner.store.getState().entities.current.byKind.characters.entities
  if (edit.edit === 'relabel child' || edit.edit === 'delete child' || edit.edit === 'add child') {
    const list = CHILD_LIST[edit.kind]
    const placed = Object.values(rows).flatMap((character) =>
      ((character?.[list] as Id[] | undefined) ?? []).map((id) => ({
        parentId: character!.id,
        id,
      })),
    )
    if (edit.edit === 'add child') {
      const parentId = Object.values(rows)[edit.pick % Math.max(1, Object.keys(rows).length)]?.id
      if (parentId === undefined) return
      const place = { parentKind: 'characters' as const, parentId, kind: list, assoc: list }
      const fields = { [CHILD_LABEL[edit.kind]]: edit.label }
      // Refused when the character went meanwhile: the notice says so.
      ledger.running.push(owner.store.dispatch(createChild(place, fields)).catch(() => undefined))
      return
    }
    const target = placed[edit.pick % Math.max(1, placed.length)]
    if (!target) return
    const place = {
      parentKind: 'characters' as const,
      parentId: target.parentId,
      kind: list,
      assoc: list,
    }
    if (edit.edit === 'delete child') {
      void owner.store.dispatch(destroyChild(place, target.id))
      return
    }
    const field = CHILD_LABEL[edit.kind]
    const taking = owner.store.dispatch(updateChild(place, target.id, { [field]: edit.label }))
    noteTaking(owner, ledger, world, `${edit.kind}/${target.id}|${field}`, edit.label, taking)
    return
  }
  const ids = itemIds(owner)
  const id = ids[edit.pick % Math.max(1, ids.length)]
  if (id === undefined) return
  if (edit.edit === 'delete') void owner.store.dispatch(destroyItem('characters', id))
  else {
    const changes = edit.edit === 'rename' ? { name: edit.name } : { essence: edit.essence }
    const taking = owner.store.dispatch(updateItem('characters', id, changes))
    // Essence 0 is refused by design, so only renames must always land.
    if (edit.edit === 'rename')
      noteTaking(owner, ledger, world, `character/${id}|name`, edit.name, taking)
  }
}

async function take(
  next: Step,
  browsers: Browser[],
  world: LiveWorld,
  ledger: Ledger,
): Promise<void> {
  if (next.step === 'change') publish(browsers, world.apply(next.change))
  else if (next.step === 'edit') startEdit(browsers[next.device ?? 0]!, next.edit, world, ledger)
  else {
    const target = browsers[next.browser]!
    if (next.step === 'deliver') deliverNext(target, next.pick)
    else if (next.step === 'again') deliverAgain(target, next.pick)
    else if (next.step === 'answer') answer(target, next.pick)
    else if (next.step === 'drop') drop(target)
    else if (next.step === 'offline') goOffline(target)
    else if (next.step === 'online') goOnline(target)
    else reconnect(target)
  }
  await settle()
}

/** The pages open: a character of each player's (by `watch`), and maybe the chronicle's. */
const screens = fc.record({ watch: pick, memberOnChronicle: fc.boolean() })
type Screens = typeof screens extends fc.Arbitrary<infer T> ? T : never

/**
 * What a browser keeps up to date: everything its player sees when it shows the whole of it
 * (the owner's own list; the member's chronicle page), else the character on its page.
 */
interface Shown {
  browser: Browser
  whole: boolean
  character: Id | undefined
}

async function openBrowsers(world: LiveWorld, { watch, memberOnChronicle }: Screens) {
  const browsers: Browser[] = []
  await openBrowser(world, OWNER, browsers)
  const member = await openBrowser(world, MEMBER, browsers)
  await openBrowser(world, OWNER, browsers)
  if (memberOnChronicle) {
    await member.store.dispatch(fetchChronicle(CHRONICLE))
    member.store.dispatch(onScreenActions.watched({ kind: 'chronicles', id: CHRONICLE }))
  }
  const shown: Shown[] = []
  for (const browser of browsers) {
    const visible = [...world.visibleTo(browser.player).keys()]
    const character = visible[watch % Math.max(1, visible.length)]
    if (character !== undefined) {
      await browser.store.dispatch(fetchItem('characters', character))
      browser.store.dispatch(onScreenActions.watched({ kind: 'characters', id: character }))
    }
    shown.push({ browser, whole: browser.player === OWNER || memberOnChronicle, character })
    browser.holding = true
  }
  return { browsers, shown }
}

const fieldsOf = (row: Row | undefined) =>
  row &&
  Object.fromEntries(
    Object.entries(row).filter(([field]) => !LISTS.includes(field as never) && field !== 'poisons'),
  )
const sorted = (ids: readonly Id[] | undefined) => ids && [...ids].sort((a, b) => a - b)

/** The browser holds exactly what the server shows its player, and no edit is pending. */
function expectConverged({ browser, whole, character }: Shown, world: LiveWorld): void {
  const entities = browser.store.getState().entities
  const who = browser.player === OWNER ? 'owner' : 'member'
  expect(browser.store.getState().outbox.mutations, `${who}: edits pending`).toEqual([])
  const { byKind, destroyed } = entities.current
  const visible = world.visibleTo(browser.player)
  const held = byKind.characters.ids
  const concerned = whole ? [...new Set([...visible.keys(), ...held])] : [character ?? 0]
  for (const id of concerned) {
    const full = visible.get(id)
    const row = byKind.characters.entities[id] as Row | undefined
    expect(fieldsOf(row), `${who}: character ${id}`).toEqual(fieldsOf(full))
    if (!full) continue
    expect(destroyed, `${who}: character ${id} taken for deleted`).not.toHaveProperty([
      `characters/${id}`,
    ])
    for (const list of LISTS) {
      const ids = row?.[list] as Id[] | undefined
      // A character that came into the member's sight arrives without its lists, as its
      // event carries it; its sheet fetches the whole of it when it opens.
      if (ids === undefined && browser.player === MEMBER) continue
      const children = full[list] as Row[]
      expect(sorted(ids), `${who}: ${list} of ${id}`).toEqual(
        sorted(children.map((child) => child.id)),
      )
      for (const child of children) {
        const heldChild = byKind[list].entities[child.id] as Row | undefined
        expect(fieldsOf(heldChild), `${who}: ${list} ${child.id}`).toEqual(fieldsOf(child))
      }
    }
  }
  if (!whole) return
  const listed =
    browser.player === OWNER
      ? byKind.players.entities[OWNER]?.characters
      : byKind.chronicles.entities[CHRONICLE]?.characters
  expect(sorted(listed), `${who}: characters listed`).toEqual(sorted([...visible.keys()]))
}

/** Opens both browsers on the starting world, takes the steps, lets everything arrive, checks. */
async function expectScheduleConverges(
  characters: readonly StartingCharacter[],
  pages: Screens,
  steps: readonly Step[],
): Promise<void> {
  const world = liveWorld()
  for (const change of startingChanges(characters)) world.apply(change)
  const { browsers, shown } = await openBrowsers(world, pages)
  const ledger = newLedger()
  for (const next of steps) await take(next, browsers, world, ledger)
  await drain(browsers)
  for (const device of [browsers[OWNERS]!, browsers[PHONES]!]) {
    await settleConflicts(device, browsers, ledger)
  }
  for (const each of shown) expectConverged(each, world)
  await Promise.all(ledger.running)
  expectNoTakenEditLost(world, ledger)
}

function expectNoTakenEditLost(world: LiveWorld, ledger: Ledger): void {
  const last = new Map(ledger.taken.map((taking) => [taking.key, taking.made]))
  for (const { device, key, made, value, held, serverMark, writeMark } of ledger.taken) {
    const [row, field] = key.split('|') as [string, string]
    const now = world.valueOf(row, field)
    if (now === undefined || ledger.settled.has(key)) continue
    const replaced = ledger.taken.some(
      (later) => later.device === device && later.key === key && later.made > made,
    )
    const reached = held || replaced || world.wroteSince(key, value, writeMark)
    expect(reached, `the owner's edit of ${key} to ${String(value)} never reached the server`).toBe(
      true,
    )
    if (last.get(key) !== made || world.changedByServerSince(row, field, serverMark)) continue
    // Written since by the other device, from an edit made earlier but sent later: it stands.
    if (world.wroteSince(key, now, writeMark) && now !== value) continue
    expect(now, `the owner's edit of ${key} to ${String(value)} was lost`).toEqual(value)
  }
}

/**
 * The player settles each field their edits on one device and someone else's (or their other
 * device's) both changed: their own value for every other conflict, the other's for the rest;
 * then what they kept is sent.
 */
async function settleConflicts(
  device: Browser,
  browsers: readonly Browser[],
  ledger: Ledger,
): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const waiting = conflictedMutations(device.store.getState())
    if (waiting.length === 0) return
    for (const [index, mutation] of waiting.entries()) {
      for (const field of Object.keys(mutation.changes)) {
        ledger.settled.add(`${singular(mutation.kind)}/${mutation.id}|${field}`)
      }
      const keepMine = index % 2 === 0 ? Object.keys(mutation.changes) : []
      await device.store.dispatch(resolveConflict(mutation.seq, keepMine))
    }
    await drain(browsers)
  }
}

const visibleCharacter = { inChronicle: true, hidden: false, merits: 1, weapons: 0 }
const privateCharacter = { inChronicle: false, hidden: false, merits: 1, weapons: 0 }
const onChronicle = { watch: 0, memberOnChronicle: true }
const onCharacter = { watch: 0, memberOnChronicle: false }
const onSecond = { watch: 1, memberOnChronicle: false }
const bareCharacter = { ...privateCharacter, merits: 0 }
const change = (serverChange: ServerChange): Step => ({ step: 'change', change: serverChange })
const OWNERS = 0
const MEMBERS = 1
const PHONES = 2

describe('live events', () => {
  it(
    'in any order, repeated, or lost and refetched, leave every browser with the server’s state',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(startingCharacter, { maxLength: 4 }),
          screens,
          fc.array(step, { maxLength: 40 }),
          expectScheduleConverges,
        ),
        { numRuns: RUNS, ...REPLAY },
      )
    },
    RUNS * 150,
  )

  // Schedules the property found, each a bug fixed in the store, checked every run.
  it('an edit confirmed after the item’s deletion reached the browser does not bring it back', async () => {
    await expectScheduleConverges([privateCharacter], onChronicle, [
      { step: 'edit', edit: { edit: 'rename', pick: 0, name: 'Oak' } },
      { step: 'edit', edit: { edit: 'delete', pick: 0 } },
    ])
  })

  it('a deletion answered “not found” (deleted elsewhere, its event lost) stands', async () => {
    await expectScheduleConverges([bareCharacter, bareCharacter], onSecond, [
      change({ change: 'delete character', pick: 0 }),
      { step: 'edit', edit: { edit: 'delete', pick: 0 } },
      { step: 'drop', browser: OWNERS },
    ])
  })

  it('a removal delivered again after the item came back into sight leaves it shown', async () => {
    await expectScheduleConverges([visibleCharacter], onChronicle, [
      change({ change: 'hide character', pick: 0 }),
      change({ change: 'hide character', pick: 0 }),
      { step: 'deliver', browser: MEMBERS, pick: 0 },
      { step: 'deliver', browser: MEMBERS, pick: 0 },
      { step: 'again', browser: MEMBERS, pick: 1 },
    ])
  })

  it('a creation delivered again after the deletion neither brings the row back nor lists it', async () => {
    await expectScheduleConverges([privateCharacter], onChronicle, [
      change({ change: 'create child', kind: 'weapon', pick: 0, label: 'Bow' }),
      { step: 'deliver', browser: OWNERS, pick: 0 },
      change({ change: 'delete child', kind: 'weapon', pick: 0 }),
      { step: 'deliver', browser: OWNERS, pick: 0 },
      { step: 'again', browser: OWNERS, pick: 1 },
    ])
  })

  it('an item the player deleted elsewhere while the socket was down leaves their store', async () => {
    await expectScheduleConverges([privateCharacter, privateCharacter], onChronicle, [
      { step: 'drop', browser: OWNERS },
      change({ change: 'delete character', pick: 1 }),
    ])
  })

  it('an item hidden while the member’s socket was down leaves the chronicle they show', async () => {
    await expectScheduleConverges([visibleCharacter, visibleCharacter], onChronicle, [
      { step: 'drop', browser: MEMBERS },
      change({ change: 'hide character', pick: 1 }),
    ])
  })

  it('an item on the member’s page hidden while their socket was down leaves their store', async () => {
    await expectScheduleConverges([visibleCharacter], onCharacter, [
      { step: 'drop', browser: MEMBERS },
      change({ change: 'hide character', pick: 0 }),
    ])
  })

  it('an item the member sees again while its refetch is on its way stays', async () => {
    await expectScheduleConverges([visibleCharacter], onCharacter, [
      { step: 'drop', browser: MEMBERS },
      change({ change: 'hide character', pick: 0 }),
      { step: 'reconnect', browser: MEMBERS },
      // The player, then the pages of their own characters, qcs and battlegroups; then the
      // character on their page is asked for while it is hidden.
      ...Array.from({ length: 4 }, (): Step => ({ step: 'answer', browser: MEMBERS, pick: 0 })),
      change({ change: 'hide character', pick: 0 }),
      { step: 'deliver', browser: MEMBERS, pick: 0 },
    ])
  })

  it('a list answered before a creation the socket delivered first keeps the new row', async () => {
    await expectScheduleConverges([], onChronicle, [
      { step: 'drop', browser: OWNERS },
      { step: 'reconnect', browser: OWNERS },
      { step: 'answer', browser: OWNERS, pick: 0 },
      change({ change: 'create character', name: 'Ash' }),
      { step: 'deliver', browser: OWNERS, pick: 0 },
    ])
  })

  it('a page read after a deletion shifted the list skips none of the player’s items', async () => {
    await expectScheduleConverges(
      [privateCharacter, privateCharacter, privateCharacter],
      onChronicle,
      [
        { step: 'drop', browser: OWNERS },
        { step: 'reconnect', browser: OWNERS },
        // The player; then the first page of their characters is asked for, and the first
        // character deleted before the second page is.
        { step: 'answer', browser: OWNERS, pick: 0 },
        change({ change: 'delete character', pick: 0 }),
      ],
    )
  })

  it('an item updated while its refetch was on its way still takes the lists answered', async () => {
    await expectScheduleConverges(
      [privateCharacter, { ...privateCharacter, weapons: 1 }],
      onChronicle,
      [
        change({ change: 'delete child', kind: 'weapon', pick: 0 }),
        { step: 'drop', browser: OWNERS },
        { step: 'reconnect', browser: OWNERS },
        // The player; then their characters are asked for, and the second one moved into the
        // chronicle before the answer arrives.
        { step: 'answer', browser: OWNERS, pick: 0 },
        change({ change: 'move character', pick: 1 }),
        { step: 'deliver', browser: OWNERS, pick: 0 },
      ],
    )
  })

  it('a child created under an item that came into sight without its lists makes no partial list', async () => {
    await expectScheduleConverges([{ ...visibleCharacter, hidden: true }], onChronicle, [
      change({ change: 'hide character', pick: 0 }),
      change({ change: 'create child', kind: 'merit', pick: 0, label: 'Keen' }),
    ])
  })

  it('an edit kept offline meets a newer version: the clean field lands, the both-changed one is settled', async () => {
    await expectScheduleConverges([privateCharacter], onChronicle, [
      { step: 'offline', browser: OWNERS },
      { step: 'edit', edit: { edit: 'rename', pick: 0, name: 'Oak' } },
      { step: 'edit', edit: { edit: 'essence', pick: 0, essence: 3 } },
      change({ change: 'update character', pick: 0, fields: { name: 'Elm' } }),
      { step: 'online', browser: OWNERS },
    ])
  })

  it('a character’s creation delivered again after a merit was added keeps the merit listed', async () => {
    await expectScheduleConverges([], onCharacter, [
      change({ change: 'create character', name: 'Ash' }),
      { step: 'deliver', browser: OWNERS, pick: 0 },
      change({ change: 'create child', kind: 'merit', pick: 0, label: 'Fast' }),
      { step: 'deliver', browser: OWNERS, pick: 0 },
      { step: 'again', browser: OWNERS, pick: 1 },
    ])
  })

  it('an item hidden then shown again is no longer taken for deleted', async () => {
    await expectScheduleConverges([visibleCharacter], onChronicle, [
      change({ change: 'hide character', pick: 0 }),
      change({ change: 'hide character', pick: 0 }),
    ])
  })

  it('a whole row answered older than a summary made newer by an event still fills it in', async () => {
    await expectScheduleConverges([], onCharacter, [
      change({ change: 'create character', name: 'Ash' }),
      { step: 'offline', browser: OWNERS },
      { step: 'online', browser: OWNERS },
      { step: 'answer', browser: OWNERS, pick: 0 },
      change({ change: 'hide character', pick: 0 }),
    ])
  })

  it('a merit added while a rename meets a newer version stays listed when the merge arrives', async () => {
    await expectScheduleConverges([bareCharacter], onCharacter, [
      change({ change: 'update character', pick: 0, fields: { essence: 2 } }),
      { step: 'edit', edit: { edit: 'rename', pick: 0, name: 'Oak' } },
      { step: 'edit', edit: { edit: 'add child', kind: 'merit', pick: 0, label: 'New' } },
    ])
  })

  it('a change that met newer versions three times in a row is sent again after its pause', async () => {
    await expectScheduleConverges([bareCharacter], onCharacter, [
      change({ change: 'hide character', pick: 0 }),
      { step: 'edit', edit: { edit: 'essence', pick: 0, essence: 0 } },
      change({ change: 'hide character', pick: 0 }),
      { step: 'edit', edit: { edit: 'rename', pick: 0, name: 'Oak' }, device: PHONES },
    ])
  })

  it('a rename kept offline with a refused Essence is still sent, without the Essence', async () => {
    await expectScheduleConverges([bareCharacter], onCharacter, [
      { step: 'offline', browser: OWNERS },
      { step: 'edit', edit: { edit: 'essence', pick: 0, essence: 0 } },
      { step: 'edit', edit: { edit: 'rename', pick: 0, name: 'Oak' } },
    ])
  })
})
