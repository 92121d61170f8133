import { createContext, useContext } from 'react'

/** The authenticity token the server put in the page head, for sign-in form posts. */
export function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
}

/** On the server, the token of the browser a page is rendered for (it has no page head). */
export const ServerCsrfToken = createContext<string | undefined>(undefined)

/** The authenticity token, in a component: the same on the server and in the browser. */
export function useCsrfToken(): string {
  return useContext(ServerCsrfToken) ?? csrfToken()
}
