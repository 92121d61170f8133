// Pages anyone may read; everything else asks a signed-out visitor to sign in.
const PUBLIC_PREFIXES = ['/help', '/resources', '/privacy', '/deleted']
const PROTECTED_PREFIXES = [
  '/settings',
  '/content',
  '/characters',
  '/qcs',
  '/battlegroups',
  '/chronicles',
]

export function isProtectedPath(pathname: string): boolean {
  if (pathname === '/' || PUBLIC_PREFIXES.some((prefix) => startsSection(pathname, prefix)))
    return false
  return PROTECTED_PREFIXES.some((prefix) => startsSection(pathname, prefix))
}

function startsSection(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}
