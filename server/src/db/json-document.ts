/**
 * The JSON document column that holds the rest of a sheet beside its indexed columns.
 * Stored as text on SQLite and jsonb on PostgreSQL (jsonDocumentType in
 * portable-columns.ts); both engines hand it back as text (see database.ts), so reading
 * and writing look the same everywhere. Never filter or sort inside a document: what a
 * query needs is a real column.
 */
export type JsonDocumentText = string

export function writeJsonDocument(document: Record<string, unknown>): JsonDocumentText {
  return JSON.stringify(document)
}

/** The stored document; validate it with the kind's zod schema before trusting it. */
export function readJsonDocument(text: JsonDocumentText): unknown {
  return JSON.parse(text)
}
