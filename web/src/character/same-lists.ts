/** Props equal when each list holds the same items in the same order (lists are rebuilt per edit). */
export function sameLists<P extends object>(a: P, b: P): boolean {
  for (const key of Object.keys(b) as (keyof P)[]) {
    const [x, y] = [a[key], b[key]]
    if (x === y) continue
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false
    if (x.some((item, index) => item !== y[index])) return false
  }
  return true
}
