import { z } from 'zod'
import { choice } from './fields.ts'
import { rowShape } from './kind-schemas.ts'

/** System fields of a child kept in its parent's ranked list. */
export const rankedChildShape = <P extends z.ZodRawShape>(parent: P) => ({
  ...rowShape(),
  ...parent,
  sorting: z.int(),
})

export const parentId = () => z.int().positive()

/** A polymorphic parent: `<prefix>_type` names the kind, `<prefix>_id` the row. */
export function polymorphicParent<P extends string, const K extends string>(
  prefix: P,
  kinds: readonly K[],
) {
  return {
    [`${prefix}_type`]: choice(kinds),
    [`${prefix}_id`]: parentId(),
  } as { [F in `${P}_type`]: ReturnType<typeof choice<K>> } & {
    [F in `${P}_id`]: ReturnType<typeof parentId>
  }
}
