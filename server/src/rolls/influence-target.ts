import {
  type InfluenceRequest,
  KINDS,
  type NamedIntimacy,
  namedIntimacy,
  type SocialTarget,
  socialTargetOf,
  type Viewer,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { unprocessable } from '../http/errors.ts'
import { fullItems } from '../items/full-items.ts'
import { mayEdit, visibleItem } from '../items/item-access.ts'

/**
 * The target of a social roll as the roller may see it (404 when they may not see it at all):
 * its sheet read whole, its hidden Intimacies only for those who may edit it, and the Intimacy
 * the roll names, which must be one of those (422 otherwise).
 */
export async function influenceTarget(
  db: Db,
  caller: Viewer,
  influence: InfluenceRequest,
): Promise<{ target: SocialTarget; intimacy: NamedIntimacy | null }> {
  const kind = KINDS[influence.target_type]
  const context = await visibleItem(db, kind, String(influence.target_id), caller)
  const [full] = await fullItems(db, kind, [
    { item: context.item, editor: mayEdit(context, caller) },
  ])
  const target = socialTargetOf(influence.target_type, full ?? {})
  const intimacy = namedIntimacy(influence, target)
  if (intimacy === undefined) {
    throw unprocessable({
      roll: [
        {
          error: `roll.influence.intimacy_id: ${target.name} has no Intimacy ${influence.intimacy_id}`,
        },
      ],
    })
  }
  return { target, intimacy }
}
