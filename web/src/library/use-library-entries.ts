import type { LibraryEntry } from '@loom/core'
import { useEffect, useState } from 'react'
import type { Id } from '../api/types.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { fetchLibraryPage, type LibraryQuery } from '../store/library.ts'

/** How long typing rests before the list is asked again. */
const SEARCH_DELAY_MS = 250

/**
 * The library entries of one query, first page once typing rests; `more` asks for the next
 * page (null on the last), `forget` drops an entry deleted meanwhile.
 */
export function useLibraryEntries(query: LibraryQuery) {
  const dispatch = useAppDispatch()
  const [entries, setEntries] = useState<LibraryEntry[] | null>(null)
  const [pages, setPages] = useState({ page: 0, total: 1 })
  const [failed, setFailed] = useState(false)
  const key = JSON.stringify(query)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query.
  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      dispatch(fetchLibraryPage(query, 1))
        .then((answer) => {
          if (!current) return
          setEntries(answer.items)
          setPages({ page: answer.page, total: answer.totalPages })
          setFailed(false)
        })
        .catch(() => current && setFailed(true))
    }, SEARCH_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [dispatch, key])
  const more = async () => {
    try {
      const answer = await dispatch(fetchLibraryPage(query, pages.page + 1))
      setEntries((shown) => [...(shown ?? []), ...answer.items])
      setPages({ page: answer.page, total: answer.totalPages })
    } catch {
      setFailed(true)
    }
  }
  const forget = (id: Id) =>
    setEntries((shown) => shown?.filter((entry) => entry.id !== id) ?? null)
  return { entries, failed, more: pages.page < pages.total ? more : null, forget }
}
