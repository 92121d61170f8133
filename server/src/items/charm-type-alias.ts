import { CHARM_TYPES } from '@loom/core'

/**
 * The spec's client names a new charm's kind in `type`, as the original's classes
 * ("Charms::AbilityCharm", "Charms::Evocation"); the schema calls it `charm_type` ("Ability",
 * "Evocation"). A create body carrying `type` instead of `charm_type` is read as the latter,
 * wrapped in "charm" or bare; an unknown name is left for the schema to refuse.
 */
export function withCharmTypeAlias(body: unknown): unknown {
  if (!isObject(body)) return body
  if (isObject(body.charm)) return { ...body, charm: renamed(body.charm) }
  return renamed(body)
}

function renamed(fields: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(fields, 'type') || Object.hasOwn(fields, 'charm_type')) return fields
  const { type, ...rest } = fields
  return { ...rest, charm_type: charmTypeOf(type) }
}

function charmTypeOf(name: unknown): unknown {
  if (typeof name !== 'string') return name
  const short = name.replace(/^Charms::/, '').replace(/Charm$/, '')
  return (CHARM_TYPES as readonly string[]).includes(short) ? short : name
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
