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
(\`GET /api/v1/chronicles/{id}/export\`, its storyteller's alone) holds \`chronicle\` and its
\`characters\`, \`qcs\` and \`battlegroups\`, each as \`item\` above, and its \`journal\`: every
entry, oldest first, as \`GET /api/v1/chronicles/{id}/journal/{entry}\` answers it (whatever
its visibility; there is no import of a chronicle).

Uploaded portraits are not exported: an item's \`portrait_digest\` names its portrait on the
server it came from, and an import ignores it, so the new item starts without an uploaded
portrait (\`portrait_link\`, a web address, travels like any other field).

A character's extended rolls travel with it: each of its \`workings\` (sorcerous workings)
keeps its terms, its \`accumulated\` successes, its \`rolls\` (each roll's id in the roll log
it came from, its successes, what it \`added\`, whether it botched) and its \`outcome\`
(\`in_progress\`, \`success\`, \`failure\`, \`botch\`), and so does each of its \`craft_projects\`
(with its category, rating, objectives and the craft experience its success earned in
\`reward\`); an import keeps them as they are, though the roll ids name rolls of the server the
file came from. Workings are the sorcerer's secret:
an export by someone who may view but not edit the character has an empty \`workings\` list,
as its hidden intimacies are left out.

The JSON Schema of each item kind's document follows.

${schemas.join('\n')}`
}
