/**
 * Keys for records keyed by name. Two weapons (or attacks) may share a name, so later ones get
 * " (2)", " (3)", … rather than silently replacing the first.
 */
export function uniqueKeys(names: readonly string[]): string[] {
  const used = new Set<string>()
  return names.map((name) => {
    let key = name
    for (let n = 2; used.has(key); n++) key = `${name} (${n})`
    used.add(key)
    return key
  })
}
