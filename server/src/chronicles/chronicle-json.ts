import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleMembership,
  canViewChronicle,
  isStoryteller,
  KINDS,
  type Viewer,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { combatActorIdsIn, visibleItemIds } from './chronicle-contents.ts'
import { type ChronicleRecord, peopleOf } from './chronicle-records.ts'

/** The chronicle's own fields; the invite code only for its storyteller. */
export function chronicleFields(chronicle: ChronicleRecord, viewer: Viewer | null) {
  const { invite_code, ...fields } = chronicle
  const storyteller = isStoryteller(viewer, { ...chronicle, member_ids: [] })
  return storyteller ? { ...fields, invite_code } : fields
}

/**
 * A chronicle as its storyteller or a member sees it: its fields, `st` and `players`
 * (summaries, never e-mails), and the ids, in chronicle order, of the characters, qcs and
 * battlegroups the viewer may see (hidden ones only for their owner and the ST) and of its
 * combat actors. The items themselves come from the paged lists. A player who has just
 * left gets the chronicle without its contents.
 */
export async function chronicleJson(
  db: Db,
  chronicle: ChronicleRecord,
  membership: ChronicleMembership,
  viewer: Viewer,
) {
  const json = { ...chronicleFields(chronicle, viewer), ...(await peopleOf(db, chronicle)) }
  if (!canViewChronicle(viewer, membership)) return json
  const contents: Record<string, number[]> = {}
  for (const kind of CHRONICLE_ITEM_KINDS) {
    contents[KINDS[kind].plural] = await visibleItemIds(db, kind, membership, viewer)
  }
  return { ...json, ...contents, combat_actors: await combatActorIdsIn(db, chronicle.id) }
}
