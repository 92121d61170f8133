import type { CombatChangeJson, CombatResult } from '@loom/core'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './chronicle-world.ts'
import { type Caller, call } from './item-requests.ts'
import type { TestApp } from './test-app.ts'

/**
 * A chronicle set for a fight: the storyteller's qc and a combat actor copying it, a member's
 * Solar and battlegroup, another member with nothing in play, and a stranger.
 */
export async function combatWorld(t: TestApp) {
  const st = await t.createPlayer({ display_name: 'Storyteller' })
  const player = await t.createPlayer({ display_name: 'Player' })
  const other = await t.createPlayer({ display_name: 'Other player' })
  const stranger = await t.createPlayer({ display_name: 'Stranger' })
  const chronicle = await chronicleThroughApi(t, st, [player, other])
  const hero = await itemThroughApi(t, player, 'characters', {
    name: 'Hero',
    type: 'SolarCharacter',
  })
  const band = await itemThroughApi(t, player, 'battlegroups', { name: 'Band' })
  const qc = await itemThroughApi(t, st, 'qcs', {
    name: 'Bandit',
    motes_personal_total: 10,
    motes_personal_current: 10,
  })
  for (const [owner, item] of [
    [player, hero],
    [player, band],
    [st, qc],
  ] as const) {
    await addThroughApi(t, owner, chronicle.id, item)
  }
  const actor = await call(t, st, 'POST', '/api/v1/combat_actors', {
    actor_type: 'qc',
    actor_id: qc.id,
    chronicle_id: chronicle.id,
    name: 'Bandit #2',
  })
  if (actor.statusCode !== 200) throw new Error(`combat actor answered ${actor.body}`)
  return {
    st,
    player,
    other,
    stranger,
    chronicle,
    hero: { type: 'character' as const, id: hero.id },
    band: { type: 'battlegroup' as const, id: band.id },
    qc: { type: 'qc' as const, id: qc.id },
    actor: { type: 'combat_actor' as const, id: actor.json().id as number },
  }
}

export type CombatWorld = Awaited<ReturnType<typeof combatWorld>>

/** POSTs to the chronicle's combat or storyteller-control path. */
export function combatCall(
  t: TestApp,
  as: Caller | null,
  world: CombatWorld,
  path: string,
  body?: unknown,
) {
  return call(t, as, 'POST', `/api/v1/chronicles/${world.chronicle.id}/${path}`, body)
}

/** The same call, which must succeed; answers its changes and the id of its record. */
export async function moveDone(
  t: TestApp,
  as: Caller,
  world: CombatWorld,
  path: string,
  body?: unknown,
): Promise<CombatResult> {
  const response = await combatCall(t, as, world, path, body)
  if (response.statusCode !== 200) {
    throw new Error(`${path} answered ${response.statusCode}: ${response.body}`)
  }
  return response.json()
}

/** The same call, which must succeed; answers its changes. */
export async function combatDone(
  t: TestApp,
  as: Caller,
  world: CombatWorld,
  path: string,
  body?: unknown,
): Promise<readonly CombatChangeJson[]> {
  return (await moveDone(t, as, world, path, body)).changes
}

const PLURAL = {
  character: 'characters',
  qc: 'qcs',
  battlegroup: 'battlegroups',
  combat_actor: 'combat_actors',
}

/** A combatant as the storyteller reads it through the API. */
export async function read(
  t: TestApp,
  world: CombatWorld,
  ref: { type: keyof typeof PLURAL; id: number },
): Promise<Record<string, unknown>> {
  const response = await call(t, world.st, 'GET', `/api/v1/${PLURAL[ref.type]}/${ref.id}`)
  if (response.statusCode !== 200) throw new Error(`GET answered ${response.body}`)
  return response.json()
}
