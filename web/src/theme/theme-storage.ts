import { parseThemeMode, type ThemeMode } from '../store/theme.ts'

// The theme is kept per browser, under the same key in every tab, and in a cookie the server
// reads to render a page in it (server-render/).
const KEY = 'theme'
const COOKIE = 'loom_theme'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function readTheme(): ThemeMode {
  return parseThemeMode(localStorage.getItem(KEY))
}

export function saveTheme(mode: ThemeMode): void {
  localStorage.setItem(KEY, mode)
  shareThemeWithServer(mode)
}

/** Sets the theme cookie to `mode` (a browser that chose its theme before the cookie existed). */
export function shareThemeWithServer(mode: ThemeMode): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
}

/** Calls back when another tab saves a different theme. */
export function onThemeSavedElsewhere(follow: (mode: ThemeMode) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY) follow(parseThemeMode(event.newValue))
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
