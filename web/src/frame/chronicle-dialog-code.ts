import { lazyPage, preloadComponent } from './lazy-page.ts'

/**
 * The drawer's Join and Create New dialogs, in a chunk of their own: most visits open neither.
 * Their code is asked for as the Chronicles group opens, so that a tap on either shows its
 * dialog at once, not after a round trip on a phone's connection.
 */
export const ChronicleDialog = lazyPage(() => import('./ChronicleDialog.tsx'))

export function preloadChronicleDialog(): void {
  // If this load fails, the dialog's first render asks for the code again.
  preloadComponent(ChronicleDialog).catch(() => undefined)
}
