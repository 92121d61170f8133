/**
 * The file name a `Content-Disposition: attachment` header asks for, or null when it names
 * none. RFC 6266: the UTF-8 `filename*` wins over the plain `filename`, which may be quoted.
 */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null
  const extended = /(?:^|;)\s*filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended)
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header)
  if (!plain) return null
  const name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]
  return name || null
}
