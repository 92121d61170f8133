import { z } from 'zod'
import { closedObject } from './fields.ts'
import { inputFormOf } from './list-items.ts'
import { once } from './once.ts'
import { type SortingPosition, sortingPositionSchema } from './sort-rank.ts'

/** What a client may send for a stored value: list items may come without their `id`. */
type InputValue<V> = V extends readonly (infer Item)[]
  ? Item extends { id: string }
    ? (Omit<Item, 'id'> & { id?: string })[]
    : V
  : V
type WritableInput<T> = { [K in keyof T]?: InputValue<T[K]> }

/** Which sort ranks a kind keeps: none, the owner's list, or also the chronicle's list. */
export type Ranking = 'none' | 'sorting' | 'sorting-and-chronicle'

type SortingFields<R extends Ranking> = R extends 'sorting'
  ? { sorting_position?: SortingPosition }
  : R extends 'sorting-and-chronicle'
    ? { sorting_position?: SortingPosition; chronicle_sorting_position?: SortingPosition }
    : Record<never, never>

/** Every field optional and without its default, so that a missing key means "unchanged". */
function inputShape(shape: z.ZodRawShape): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const bare = schema instanceof z.ZodDefault ? schema.unwrap() : schema
      return [key, inputFormOf(bare as z.ZodType).optional()]
    }),
  )
}

function sortingShape(ranking: Ranking): z.ZodRawShape {
  if (ranking === 'none') return {}
  const own = { sorting_position: sortingPositionSchema.optional() }
  if (ranking === 'sorting') return own
  return { ...own, chronicle_sorting_position: sortingPositionSchema.optional() }
}

/**
 * The schemas of one kind, built from two shapes: `system` fields the server alone sets
 * (ids, ownership, placement, ranks, version, timestamps) and `writable` fields with their
 * defaults and ranges. `createOnly` fields may be chosen at creation and never patched.
 *
 * Nothing is built until first read: zod's schemas are costly to build (every kind's took a
 * phone about 0.2 s at start-up), and a page that only shows a sheet validates nothing.
 */
export function defineKindSchemas<
  System extends z.ZodRawShape,
  Writable extends z.ZodRawShape,
  R extends Ranking,
  CreateOnly extends z.ZodRawShape = Record<never, never>,
>(parts: {
  ranking: R
  shapes: () => { system: System; writable: Writable; createOnly?: CreateOnly }
}) {
  const shapes = once(parts.shapes)
  const createOnlyShape = () => (shapes().createOnly ?? {}) as CreateOnly
  const systemFields = once(() => Object.keys(shapes().system) as (keyof System & string)[])
  const writableFields = once(() => Object.keys(shapes().writable) as (keyof Writable & string)[])
  const createOnlyFields = once(
    () => Object.keys(createOnlyShape()) as (keyof CreateOnly & string)[],
  )
  const fields = once(() => closedObject(shapes().writable))
  type Fields = z.output<ReturnType<typeof fields>>
  const entity = once(() => closedObject({ ...shapes().system, ...shapes().writable }))
  const create = once(
    () =>
      closedObject({
        ...inputShape(shapes().writable),
        ...createOnlyShape(),
      }) as unknown as z.ZodType<WritableInput<Fields> & z.output<z.ZodObject<CreateOnly>>>,
  )
  const patch = once(
    () =>
      closedObject({
        ...inputShape(shapes().writable),
        ...sortingShape(parts.ranking),
      }) as unknown as z.ZodType<WritableInput<Fields> & SortingFields<R>>,
  )
  return {
    /** The stored entity: system fields plus every writable field. */
    get entity() {
      return entity()
    },
    /** The writable fields alone; parsing `{}` gives the defaults. */
    get fields() {
      return fields()
    },
    /** A create body: any writable field, plus the create-only ones. */
    get create() {
      return create()
    },
    /** A PATCH body: any writable field, plus the virtual sort positions. */
    get patch() {
      return patch()
    },
    get systemFields() {
      return systemFields()
    },
    get writableFields() {
      return writableFields()
    },
    get createOnlyFields() {
      return createOnlyFields()
    },
    ranking: parts.ranking,
  }
}

/** Fields every stored row has. */
export const rowShape = () => ({
  id: z.int().positive(),
  version: z.int().min(1),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
