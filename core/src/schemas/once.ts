/** `build`'s answer, worked out on the first call and kept for every later one. */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined
  return () => {
    built ??= { value: build() }
    return built.value
  }
}
