import type { Page } from './client.ts'

/**
 * Fetches page 1, then each next page until the server's total-pages is reached,
 * handing every page over as soon as it arrives so lists fill in progressively.
 */
export async function forEachPage<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  onPage: (items: T[]) => void,
): Promise<void> {
  let page = 1
  for (;;) {
    const answer = await fetchPage(page)
    onPage(answer.items)
    // Out-of-range pages come back empty: stop rather than loop on a confused server.
    if (answer.items.length === 0 || answer.page >= answer.totalPages) return
    page = answer.page + 1
  }
}
