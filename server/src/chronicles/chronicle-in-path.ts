import { type ChronicleMembership, canViewChronicle, type Viewer } from '@loom/core'
import type { Db } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import { type ChronicleRecord, findChronicle, membershipOf } from './chronicle-records.ts'

/**
 * The chronicle a path names, as `viewer` may see it, with what the permission predicates
 * need. A chronicle the viewer is neither the storyteller nor a member of answers exactly
 * like one that does not exist (404), as items do, so ids reveal nothing.
 */
export async function visibleChronicle(
  db: Db,
  rawId: string,
  viewer: Viewer,
): Promise<{ chronicle: ChronicleRecord; membership: ChronicleMembership }> {
  const id = parseId(rawId)
  const chronicle = id === undefined ? undefined : await findChronicle(db, id)
  const membership = chronicle && (await membershipOf(db, chronicle))
  if (!chronicle || !membership || !canViewChronicle(viewer, membership)) {
    throw notFound(`There is no chronicle ${rawId} that you can see`)
  }
  return { chronicle, membership }
}
