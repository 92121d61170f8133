import { z } from 'zod'
import { ABILITIES } from '../vocabulary/traits.ts'
import { fieldLabel } from './field-label.ts'
import {
  choice,
  closedObject,
  count,
  flag,
  line,
  list,
  signedNumber,
  wholeNumber,
} from './fields.ts'
import { randomCode } from './random-code.ts'

/** A list item's id: short, URL-safe, chosen by the client or assigned by the server. */
const listItemId = () =>
  z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, {
    error: 'a list item id must be 1 to 40 letters, digits, _ or -',
  })

export const LIST_ITEM_ID_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
export const LIST_ITEM_ID_LENGTH = 5

/** The input form of each stored item list: same items, `id` optional (see assignListItemIds). */
const inputForms = new WeakMap<z.ZodType, z.ZodType>()

function hasUniqueIds(items: readonly unknown[]): boolean {
  const ids = items.flatMap((item) => (item as { id?: string }).id ?? [])
  return new Set(ids).size === ids.length
}

function withUniqueIds<T extends z.ZodArray>(items: T) {
  return items.refine(hasUniqueIds, {
    error: (issue) => `${fieldLabel(issue.path ?? [])} has two items with the same id`,
  })
}

/**
 * A JSON list whose items carry a stable `id`, unique within the list; `check` adds an item
 * rule that spans fields (it reports its own issues).
 */
export function itemList<S extends z.ZodRawShape>(
  shape: S,
  check?: (item: z.output<z.ZodObject<S>>, context: z.RefinementCtx) => void,
) {
  const item = <T extends z.ZodType>(schema: T) =>
    check === undefined ? schema : schema.superRefine(check as never)
  const stored = withUniqueIds(list(item(closedObject({ id: listItemId(), ...shape }))))
  inputForms.set(
    stored,
    withUniqueIds(list(item(closedObject({ id: listItemId().optional(), ...shape })))),
  )
  return stored
}

/** The schema a client may send for a field: item lists accept items without ids. */
export function inputFormOf(schema: z.ZodType): z.ZodType {
  return inputForms.get(schema) ?? schema
}

/** Whether a field's schema (default unwrapped) is an item list whose items need ids. */
export function isItemList(schema: z.ZodType): boolean {
  const bare = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema
  return inputForms.has(bare)
}

type WithIds<V> = V extends readonly (infer Item)[]
  ? Item extends { id?: string }
    ? (Omit<Item, 'id'> & { id: string })[]
    : V
  : V
type WithListItemIds<T> = { [K in keyof T]: WithIds<T[K]> }

/**
 * Gives every item of the named list fields an id when it has none, keeping existing ids.
 * `newId` supplies candidates (for example listItemIdFrom over random bytes); a candidate
 * already used in the same list is skipped.
 */
export function assignListItemIds<T extends Record<string, unknown>>(
  values: T,
  listFields: readonly string[],
  newId: () => string,
): WithListItemIds<T> {
  const result: Record<string, unknown> = { ...values }
  for (const field of listFields) {
    const items = values[field]
    if (!Array.isArray(items)) continue
    const taken = new Set(items.flatMap((item: { id?: string }) => item.id ?? []))
    result[field] = items.map((item: { id?: string }) => {
      if (item.id !== undefined) return item
      let id = newId()
      while (taken.has(id)) id = newId()
      taken.add(id)
      return { ...item, id }
    })
  }
  return result as WithListItemIds<T>
}

/** A list item id from random bytes (pass at least twice LIST_ITEM_ID_LENGTH of them). */
export function listItemIdFrom(randomBytes: Uint8Array): string | null {
  return randomCode(LIST_ITEM_ID_ALPHABET, LIST_ITEM_ID_LENGTH, randomBytes)
}

export const craftItems = () => itemList({ craft: line(), rating: wholeNumber(0, 5) })
export const martialArtsItems = () => itemList({ style: line(), rating: wholeNumber(0, 5) })
export const specialtyItems = () =>
  itemList({ ability: choice([...ABILITIES, ''], 'an ability or blank'), context: line() })
/** Ties and principles; `hidden: true` marks a secret only editors see. */
export const intimacyItems = () =>
  itemList({ subject: line(), rating: wholeNumber(0, 3), hidden: flag().optional() })
export const moteCommitmentItems = () =>
  itemList({
    pool: choice(['personal', 'peripheral']),
    label: line(),
    motes: count(),
    scenelong: flag().optional(),
  })
export const resourceItems = () => itemList({ resource: line(), value: count() })
export const experienceLogItems = () => itemList({ label: line(), points: signedNumber() })
/**
 * A Lunar's forms: a name, the QC whose stat block it is (optional), and the physical
 * attributes the form has of its own (each optional: one left out is the QC's Strength, or the
 * Lunar's own). See core/src/rules/lunar-form.ts.
 */
export const animalFormItems = () =>
  itemList({
    form: line(),
    qc_id: wholeNumber(1, 2_147_483_647).optional(),
    strength: wholeNumber(1, 10).optional(),
    dexterity: wholeNumber(1, 10).optional(),
    stamina: wholeNumber(1, 10).optional(),
  })
export const qcActionItems = () => itemList({ action: line(), pool: count() })
