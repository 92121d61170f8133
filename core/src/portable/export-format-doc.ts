import { EXPORT_FORMAT, EXPORT_VERSION, exportFormatJsonSchemas } from './export-format.ts'

/**
 * docs/export-format.md, made from the core schemas (`npm run docs:export-format` writes it;
 * a test fails when the committed page differs from what the schemas say).
 */
export function exportFormatMarkdown(): string {
  const schemas = Object.entries(exportFormatJsonSchemas()).map(
    ([kind, schema]) => `## ${kind}\n\n\`\`\`json\n${JSON.stringify(schema, null, 2)}\n\`\`\`\n`,
  )
  return `# Loom's export format (version ${EXPORT_VERSION})

Generated from the core zod schemas by \`npm run docs:export-format\`; do not edit by hand.

\`GET /api/v1/{characters|qcs|battlegroups}/{id}/export\` answers one JSON document
\`{"format": "${EXPORT_FORMAT}", "version": ${EXPORT_VERSION}, "kind": …, "exported_at": …, "item": {…}}\`:
\`item\` holds every field of the item and its child rows in their lists (a weapon's poisons
inside the weapon), as the caller may see them. \`POST /api/v1/{characters|qcs|battlegroups}/import\`
takes such a document, or a full item as the reference app's API answers it, and creates a new
item: the fields below are the ones an import reads; ids, owners, chronicle placement, parent
links, sort ranks and timestamps in a file are ignored. A chronicle export
(\`GET /api/v1/chronicles/{id}/export\`) holds \`chronicle\` and its \`characters\`, \`qcs\` and
\`battlegroups\`, each as \`item\` above.

Uploaded portraits are not exported: an item's \`portrait_digest\` names its portrait on the
server it came from, and an import ignores it, so the new item starts without an uploaded
portrait (\`portrait_link\`, a web address, travels like any other field).

The JSON Schema of each item kind's document follows.

${schemas.join('\n')}`
}
