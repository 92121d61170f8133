import { z } from 'zod'
import type { JournalEntry } from '../journal/journal-entry.ts'
import { listsUnder } from '../schemas/kind-tree.ts'
import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleItemKind,
  KINDS,
  type KindName,
} from '../schemas/registry.ts'

/**
 * Loom's export format: one self-describing JSON document per character, qc or battlegroup
 * (`item` holds every field and every child row, nested as a full item embeds them), or per
 * chronicle. `version` goes up when a change would make an older Loom misread a document.
 */
export const EXPORT_FORMAT = 'loom'
export const EXPORT_VERSION = 1

/**
 * The largest import file the server reads: an item at its largest (4 MiB stored, see
 * MAX_ITEM_BYTES in the server's store) with room for the JSON around it. The web app checks
 * a file against it before sending.
 */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024

export interface ItemExport {
  readonly format: typeof EXPORT_FORMAT
  readonly version: typeof EXPORT_VERSION
  readonly kind: ChronicleItemKind
  readonly exported_at: string
  readonly item: Record<string, unknown>
}

export interface ChronicleExport {
  readonly format: typeof EXPORT_FORMAT
  readonly version: typeof EXPORT_VERSION
  readonly kind: 'chronicle'
  readonly exported_at: string
  readonly chronicle: Record<string, unknown>
  readonly characters: readonly Record<string, unknown>[]
  readonly qcs: readonly Record<string, unknown>[]
  readonly battlegroups: readonly Record<string, unknown>[]
  /** Every journal entry, oldest first: the export is the storyteller's, who reads them all. */
  readonly journal: readonly JournalEntry[]
}

export function itemExport(
  kind: ChronicleItemKind,
  item: Record<string, unknown>,
  exportedAt: Date,
): ItemExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    kind,
    exported_at: exportedAt.toISOString(),
    item,
  }
}

/**
 * The fields of a stored row that a file never sets: ids, owner, chronicle placement, parent
 * links, sort ranks and timestamps. An import drops them and the server assigns its own.
 */
export function fieldsNotImported(kind: KindName): ReadonlySet<string> {
  const { systemFields, createOnlyFields } = KINDS[kind].schemas
  return new Set([
    ...systemFields.filter((field) => !createOnlyFields.includes(field)),
    'revision',
    'sorting',
    'chronicle_sorting',
  ])
}

/** The lists of child rows a kind's item carries in a document, and the kind of each. */
export function childListsOf(kind: KindName): readonly { kind: KindName; list: string }[] {
  return Object.values(KINDS).flatMap((child) =>
    child.parents.some((link) => link.kind === kind)
      ? listsUnder(child.name, kind).map((list) => ({ kind: child.name, list }))
      : [],
  )
}

/**
 * A kind's row as a document holds it: its writable fields and its child lists, nested (an
 * export's item, a library entry's document).
 */
export function rowSchema(kind: KindName): z.ZodType {
  // The create schema: every field a new row may be given, all optional.
  const own = (KINDS[kind].schemas.create as z.ZodObject).shape
  const lists = Object.fromEntries(
    childListsOf(kind).map(({ kind: child, list }) => [
      list,
      z.array(z.lazy(() => rowSchema(child))).optional(),
    ]),
  )
  return z.strictObject({ ...own, ...lists })
}

/** The document of one item kind, for the published JSON Schema (docs/export-format.md). */
export function itemExportSchema(kind: ChronicleItemKind): z.ZodType {
  return z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    kind: z.literal(kind),
    exported_at: z.string(),
    item: rowSchema(kind),
  })
}

/** Every item kind's document schema, as JSON Schema. */
export function exportFormatJsonSchemas(): Record<ChronicleItemKind, unknown> {
  return Object.fromEntries(
    CHRONICLE_ITEM_KINDS.map((kind) => [
      kind,
      z.toJSONSchema(itemExportSchema(kind), { io: 'input', unrepresentable: 'any' }),
    ]),
  ) as Record<ChronicleItemKind, unknown>
}
