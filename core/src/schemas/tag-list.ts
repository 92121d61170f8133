/**
 * Tag-list cleanup, run on every assignment of a tag list: lower-case, single inner spaces,
 * trimmed, no blanks, no duplicates (the first occurrence wins).
 */
export function cleanTagList(tags: readonly string[]): string[] {
  const cleaned = tags.map((tag) => tag.replace(/\s+/g, ' ').trim().toLowerCase())
  return [...new Set(cleaned.filter((tag) => tag !== ''))]
}
