import type { RootState } from '../store/app-state.ts'

/**
 * What a server-rendered page hands its browser (in a JSON script element of this id): the
 * store's slices the markup was rendered from, and the screen width it was rendered for.
 * The browser's store starts from them, so its first render is the server's markup.
 */
export const PAGE_STATE_ELEMENT_ID = 'loom-page-state'

export interface PageState {
  assumedWidth: number
  state: Pick<RootState, 'session' | 'theme' | 'authProviders' | 'requests'> & {
    confirmed: RootState['entities']['confirmed']
  }
}

export function pageStateOf(state: RootState, assumedWidth: number): PageState {
  const { session, theme, authProviders, requests, entities } = state
  return {
    assumedWidth,
    state: { session, theme, authProviders, requests, confirmed: entities.confirmed },
  }
}

/** The script element, its JSON without a `<`, so that no text can close it early. */
export function pageStateElement(page: PageState): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`
}

export function readPageState(document: Document): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as PageState
  } catch {
    return undefined
  }
}

/** The store's starting state for a page rendered from `page`. */
export function preloadedStateOf(page: PageState): Partial<RootState> {
  const { confirmed, ...slices } = page.state
  return { ...slices, entities: { confirmed, current: confirmed } }
}
