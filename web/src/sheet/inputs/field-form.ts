/**
 * What a field input needs to edit one field of a row: the row, the kind's schema fields
 * (for ranges), how to save a change, and the test id prefix of the form.
 */
export interface FieldForm<T> {
  row: T
  /** The kind's zod field schemas (`qcSchemas.fields`), where ranges are read from. */
  schema: { shape: Record<string, unknown> }
  save: (changes: Partial<T>) => void
  testId: string
}

interface NumberSchema {
  minValue?: number | null
  maxValue?: number | null
  unwrap?: () => unknown
}

/** The range a number field accepts, as its schema states it. */
export function rangeOf(
  schema: FieldForm<unknown>['schema'],
  field: string,
): { min: number; max: number } {
  let number = schema.shape[field] as NumberSchema | undefined
  // Defaults wrap the number schema (possibly more than once); its bounds sit inside.
  while (number?.unwrap && number.minValue === undefined) number = number.unwrap() as NumberSchema
  return {
    min: number?.minValue ?? Number.MIN_SAFE_INTEGER,
    max: number?.maxValue ?? Number.MAX_SAFE_INTEGER,
  }
}

export const fieldTestId = (form: FieldForm<unknown>, field: string) => `${form.testId}-${field}`
