/** How a field is named in error messages: `essence`, `abil_craft[2].rating`. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  let label = ''
  for (const key of path) {
    if (typeof key === 'number') label += `[${key}]`
    else label += label === '' ? String(key) : `.${String(key)}`
  }
  return label === '' ? 'body' : label
}
