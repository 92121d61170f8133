import { KINDS, type KindName } from '@loom/core'
import { combatWorld, moveDone } from './combat-world.ts'
import { type Caller, call, created } from './item-requests.ts'
import type { TestApp } from './test-app.ts'

/** The smallest file read as a PNG (see core's portraitTypeOf). */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

/**
 * The world the owner-only property attacks: a chronicle run by a storyteller, in which one
 * member (the owner) plays a hidden, unpublished Solar and a published battlegroup, and keeps a
 * character of their own outside any chronicle; another member with nothing; a stranger. Every
 * kind of row a write route can reach exists at least once (children under every parent,
 * combat actors and their poisons, recorded moves and an attack to undo, library entries, a
 * portrait), so that a request can name real ids.
 *
 * `refs` names each id for the requests, which are written with `@name` placeholders
 * (resolveRefs) so that fast-check prints them readably and they replay against any world.
 */
export async function ownerWorld(t: TestApp) {
  const world = await combatWorld(t)
  const { st, player, chronicle, hero, band, qc, actor } = world
  const portrait = { 'content-type': 'application/octet-stream' }
  const [loner] = await Promise.all([
    created(t, player, '/api/v1/characters', { name: 'Loner' }),
    expectOk(
      call(t, player, 'PATCH', `/api/v1/characters/${hero.id}`, { hidden: true }),
      'hide the hero',
    ).then(() =>
      expectOk(
        call(t, player, 'PUT', `/api/v1/characters/${hero.id}/portrait`, PNG, portrait),
        'the hero’s portrait',
      ),
    ),
    expectOk(
      call(t, player, 'PATCH', `/api/v1/battlegroups/${band.id}`, { public: true }),
      'publish the band',
    ),
  ])

  const refs: Record<string, number | string> = {
    invite_code: chronicle.invite_code,
    st: st.id,
    player: player.id,
    other: world.other.id,
    stranger: world.stranger.id,
    chronicle: chronicle.id,
    hero: hero.id,
    loner: loner.id as number,
    band: band.id,
    qc: qc.id,
    actor: actor.id,
  }

  // One child under every parent a child kind may have, so each child route has a real row;
  // a character's weapon and the band's qc attack each get a poison too (they are parents).
  // Sent all at once: the commits share their syncs, and the world builds in a fraction.
  const parents: Partial<Record<KindName, [string, Caller]>> = {
    character: ['hero', player],
    qc: ['qc', st],
    battlegroup: ['band', player],
    combat_actor: ['actor', st],
  }
  const children = Object.values(KINDS).flatMap((child) =>
    child.parents.flatMap((link) => {
      const parent = parents[link.kind]
      return parent === undefined ? [] : [{ child, parentKind: link.kind, parent }]
    }),
  )
  await Promise.all(
    children.map(async ({ child, parentKind, parent: [name, owner] }) => {
      const path = `/api/v1/${KINDS[parentKind].plural}/${refs[name]}/${child.plural}`
      const row = await created(t, owner, path, childBody(child.name))
      refs[childRef(child.name, parentKind)] = row.id as number
      if (child.name === 'weapon' || (child.name === 'qc_attack' && name === 'band')) {
        const poisonPath = `/api/v1/${child.plural}/${row.id}/poisons`
        const poison = await created(t, owner, poisonPath, childBody('poison'))
        refs[childRef('poison', child.name)] = poison.id as number
      }
    }),
  )

  // Moves the server recorded, one by each side, for undo to name; and an attack to undo.
  const joins: [Caller, string, { type: string; id: number }][] = [
    [player, 'move_by_owner', hero],
    [st, 'move_by_st', qc],
    [st, 'move_of_actor', actor],
    [player, 'move_of_band', band],
  ]
  for (const [as, name, combatant] of joins) {
    const move = await moveDone(t, as, world, 'combat/join_battle', { combatant, successes: 3 })
    refs[name] = move.move_id as number
  }
  const attack = await call(t, st, 'POST', `/api/v1/chronicles/${chronicle.id}/combat/attack`, {
    attacker: qc,
    target: hero,
    attack: 'withering',
    weapon_id: refs.qc_attack_of_qc,
  })
  if (attack.statusCode !== 201) throw new Error(`the world's attack answered ${attack.body}`)

  // The owner's library: an entry of their own, and two in the chronicle's library.
  const entries: [string, unknown][] = [
    ['own_entry', { kind: 'merit', document: { merit_name: 'Resources' } }],
    [
      'chronicle_entry',
      { kind: 'merit', chronicle_id: chronicle.id, document: { merit_name: 'Allies' } },
    ],
    [
      'chronicle_band_entry',
      {
        kind: 'battlegroup',
        chronicle_id: chronicle.id,
        source: { kind: 'battlegroup', id: band.id },
      },
    ],
  ]
  await Promise.all(
    entries.map(async ([name, body]) => {
      refs[name] = (await created(t, player, '/api/v1/library_entries', body)).id as number
    }),
  )
  return { ...world, refs }
}

export type OwnerWorld = Awaited<ReturnType<typeof ownerWorld>>

/** The name of the world's child of `kind` under a `parent`: `merit_of_character`. */
export function childRef(kind: KindName, parent: KindName): string {
  return `${kind}_of_${parent}`
}

/** A kind's first writable field, a text field for every kind: `name`, a merit's `merit_name`. */
export function textField(kind: KindName): string {
  return KINDS[kind].schemas.writableFields[0] as string
}

/** A child's smallest valid create body: its text field, and a charm's type. */
export function childBody(kind: KindName): Record<string, unknown> {
  const required = kind === 'charm' ? { charm_type: 'Ability' } : {}
  return { [kind]: { [textField(kind)]: `A ${kind}`, ...required } }
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>, what: string) {
  const answer = await response
  if (answer.statusCode !== 200) throw new Error(`${what} answered ${answer.body}`)
}

/**
 * Replaces every `@name` (a whole string, or a path segment) with the world's id of that name;
 * an unknown name is left as it is, so that a request may also name nothing real.
 */
export function resolveRefs(value: unknown, refs: Record<string, number | string>): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('@') && !value.includes('/')) return refs[value.slice(1)] ?? value
    return value.replace(/@(\w+)/g, (whole, name: string) => String(refs[name] ?? whole))
  }
  if (Buffer.isBuffer(value)) return value
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, refs))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveRefs(item, refs)]),
    )
  }
  return value
}
