import { type Caller, call } from './item-requests.ts'
import type { TestApp } from './test-app.ts'

/** A chronicle created through the API by `st`, joined through the API by `members`. */
export async function chronicleThroughApi(
  t: TestApp,
  st: Caller,
  members: readonly Caller[] = [],
  name = 'Rain of Jade',
): Promise<{ id: number; invite_code: string }> {
  const created = await call(t, st, 'POST', '/api/v1/chronicles', { name })
  if (created.statusCode !== 200) throw new Error(`create answered ${created.body}`)
  const chronicle = created.json() as { id: number; invite_code: string }
  for (const member of members) {
    const joined = await call(t, member, 'POST', '/api/v1/chronicles/join', {
      invite_code: chronicle.invite_code,
    })
    if (joined.statusCode !== 200) throw new Error(`join answered ${joined.body}`)
  }
  return chronicle
}

/** An item created through the API by its owner. */
export async function itemThroughApi(
  t: TestApp,
  owner: Caller,
  plural: 'characters' | 'qcs' | 'battlegroups',
  fields: Record<string, unknown> = {},
): Promise<{ id: number; table: string; plural: string } & Record<string, unknown>> {
  const response = await call(t, owner, 'POST', `/api/v1/${plural}`, { name: 'Item', ...fields })
  if (response.statusCode !== 200) throw new Error(`create ${plural} answered ${response.body}`)
  return { ...response.json(), table: plural, plural }
}

/** Adds an item to a chronicle through the API, failing the test on any other answer. */
export async function addThroughApi(
  t: TestApp,
  as: Caller,
  chronicleId: number,
  item: { id: number; plural: string },
): Promise<void> {
  const kind = { characters: 'character', qcs: 'qc', battlegroups: 'battlegroup' }[item.plural]
  const response = await call(
    t,
    as,
    'POST',
    `/api/v1/chronicles/${chronicleId}/add_${kind}/${item.id}`,
  )
  if (response.statusCode !== 200) throw new Error(`add_${kind} answered ${response.body}`)
}

/**
 * A chronicle run by `st` with one member, `ana`, holding her character and the storyteller's
 * qc, the qc also fielded as a combat actor: something of every kind for a deletion to clear.
 */
export async function chronicleInPlay(t: TestApp) {
  const st = await t.createPlayer()
  const ana = await t.createPlayer()
  const chronicle = await chronicleThroughApi(t, st, [ana])
  const character = await itemThroughApi(t, ana, 'characters')
  const qc = await itemThroughApi(t, st, 'qcs')
  await addThroughApi(t, ana, chronicle.id, character)
  await addThroughApi(t, st, chronicle.id, qc)
  const actor = await call(t, st, 'POST', '/api/v1/combat_actors', {
    chronicle_id: chronicle.id,
    actor_type: 'qc',
    actor_id: qc.id,
  })
  if (actor.statusCode !== 200) throw new Error(`combat actor answered ${actor.body}`)
  return { st, ana, chronicle, character, qc }
}
