import { useSyncExternalStore } from 'react'
import { passkeysSupported } from './passkey.ts'

const neverChanges = () => () => {}

/**
 * Whether this browser can use passkeys, in a component. A page rendered on the server cannot
 * ask: it assumes so (as nearly every browser can), and a browser that cannot shows it once
 * React has taken the page over.
 */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(neverChanges, passkeysSupported, () => true)
}
