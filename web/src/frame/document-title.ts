import { useEffect } from 'react'

export const APP_NAME = 'Loom'

/** Sets the tab title to "{title} | Loom", or just "Loom" while there is no title yet. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME
  }, [title])
}
