import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineKindSchemas } from '../../src/schemas/kind-schemas.ts'

/** A kind whose shapes count how often they are built. */
function countedKind() {
  const built = { shapes: 0 }
  const schemas = defineKindSchemas({
    ranking: 'sorting',
    shapes: () => {
      built.shapes += 1
      return {
        system: { id: z.int().positive() },
        writable: { name: z.string().default('New Thing'), size: z.int().default(2) },
        createOnly: { kind: z.string().optional() },
      }
    },
  })
  return { schemas, built }
}

describe('defineKindSchemas', () => {
  it('builds nothing until a schema or a field list is first read', () => {
    const { schemas, built } = countedKind()
    expect(built.shapes).toBe(0)
    expect(schemas.ranking).toBe('sorting')
    expect(built.shapes).toBe(0)
    expect(schemas.fields.parse({})).toEqual({ name: 'New Thing', size: 2 })
    expect(built.shapes).toBe(1)
  })

  it('builds the shapes once and keeps each schema', () => {
    const { schemas, built } = countedKind()
    expect(schemas.entity).toBe(schemas.entity)
    expect(schemas.patch).toBe(schemas.patch)
    expect(schemas.create).toBe(schemas.create)
    expect(schemas.fields).toBe(schemas.fields)
    expect(schemas.writableFields).toBe(schemas.writableFields)
    expect(built.shapes).toBe(1)
  })

  it('answers the same schemas as before, read in any order', () => {
    const { schemas } = countedKind()
    expect(schemas.systemFields).toEqual(['id'])
    expect(schemas.writableFields).toEqual(['name', 'size'])
    expect(schemas.createOnlyFields).toEqual(['kind'])
    expect(schemas.entity.parse({ id: 3, name: 'Jade', size: 1 })).toEqual({
      id: 3,
      name: 'Jade',
      size: 1,
    })
    expect(schemas.create.safeParse({ kind: 'x', size: 4 }).success).toBe(true)
    expect(schemas.patch.safeParse({ sorting_position: 'first' }).success).toBe(true)
    // A patch has no create-only fields, and no field keeps its default.
    expect(schemas.patch.safeParse({ kind: 'x' }).success).toBe(false)
    expect(schemas.patch.parse({})).toEqual({})
  })
})
