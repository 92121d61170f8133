import { z } from 'zod'
import { fieldLabel } from './field-label.ts'
import { cleanTagList } from './tag-list.ts'

/** Limits every stored value respects, so no request can grow a sheet without bound. */
export const LIMITS = {
  name: 200,
  text: 20_000,
  link: 2_000,
  listItems: 500,
  /** Bound for counts the game leaves open (XP, magnitude, bonuses): far above any real sheet. */
  number: 100_000,
} as const

type Issue = { readonly path?: readonly PropertyKey[]; readonly input?: unknown }

/** A zod error option whose message starts with the label of the offending field. */
function says(describe: (field: string, input: unknown) => string) {
  return { error: (issue: Issue) => describe(fieldLabel(issue.path ?? []), issue.input) }
}

/** An integer in [min, max], with messages that name the field and the range. */
export function wholeNumber(min: number, max: number) {
  const outOfRange = says((field) => `${field} must be between ${min} and ${max}`)
  return z
    .int(says((field) => `${field} must be a whole number`))
    .min(min, outOfRange)
    .max(max, outOfRange)
}

/** A count the game leaves open-ended: 0 or more. */
export const count = () =>
  z
    .int(says((field) => `${field} must be a whole number`))
    .min(
      0,
      says((field) => `${field} cannot be negative`),
    )
    .max(
      LIMITS.number,
      says((field) => `${field} cannot be more than ${LIMITS.number}`),
    )

/** A number that may go negative (initiative, bonuses, XP adjustments). */
export const signedNumber = () => wholeNumber(-LIMITS.number, LIMITS.number)

export const flag = () => z.boolean(says((field) => `${field} must be true or false`))

/** A single-line string such as a label, a cost or a reference. */
export const line = () =>
  z.string(says((field) => `${field} must be text`)).max(
    LIMITS.name,
    says((field) => `${field} must be at most ${LIMITS.name} characters`),
  )

/** A name that must not be blank once trimmed. */
export const requiredName = () =>
  line()
    .trim()
    .min(
      1,
      says((field) => `${field} cannot be blank`),
    )

/** Free prose: descriptions, notes, charm text. */
export const text = () =>
  z.string(says((field) => `${field} must be text`)).max(
    LIMITS.text,
    says((field) => `${field} must be at most ${LIMITS.text} characters`),
  )

/** An http(s) address, or blank. */
export const link = () =>
  z
    .string(says((field) => `${field} must be text`))
    .max(
      LIMITS.link,
      says((field) => `${field} must be at most ${LIMITS.link} characters`),
    )
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
      says((field) => `${field} must be an http or https address, or blank`),
    )

/** One of a closed set of values; `noun` describes the set ("an ability"). */
export function choice<const T extends string>(values: readonly T[], noun?: string) {
  const expected = noun ?? `one of ${values.join(', ')}`
  return z.enum(
    values as readonly T[] as [T, ...T[]],
    says((field, input) =>
      typeof input === 'string'
        ? `${field} must be ${expected}, not "${input}"`
        : `${field} must be ${expected}`,
    ),
  )
}

/** A list of at most LIMITS.listItems entries. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(
      item,
      says((field) => `${field} must be a list`),
    )
    .max(
      LIMITS.listItems,
      says((field) => `${field} must have at most ${LIMITS.listItems} items`),
    )
}

/** Free strings (categories, rituals, anima powers). */
export const stringList = () => list(line())

/** A tag list, cleaned on every assignment (see cleanTagList). */
export const tagList = () => stringList().transform(cleanTagList)

/** A cleaned tag list whose every item must belong to a closed set. */
export function tagListOf<const T extends string>(values: readonly T[], noun: string) {
  return tagList().pipe(z.array(choice(values, noun)))
}

/** An object with exactly these keys; an unknown key is an error naming it. */
export function closedObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue: Issue & { readonly code?: string; readonly keys?: readonly string[] }) => {
      const field = fieldLabel(issue.path ?? [])
      return issue.code === 'unrecognized_keys'
        ? `${field} has unknown fields: ${issue.keys?.join(', ')}`
        : `${field} must be an object`
    },
  })
}
