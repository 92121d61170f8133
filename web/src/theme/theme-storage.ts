import { parseThemeMode, type ThemeMode } from '../store/theme.ts'

// The theme is kept per browser, under the same key in every tab.
const KEY = 'theme'

export function readTheme(): ThemeMode {
  return parseThemeMode(localStorage.getItem(KEY))
}

export function saveTheme(mode: ThemeMode): void {
  localStorage.setItem(KEY, mode)
}

/** Calls back when another tab saves a different theme. */
export function onThemeSavedElsewhere(follow: (mode: ThemeMode) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY) follow(parseThemeMode(event.newValue))
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
