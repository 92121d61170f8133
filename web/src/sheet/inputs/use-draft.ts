import { useCallback, useEffect, useRef, useState } from 'react'

/** How long typing must pause before a field's value is sent. */
export const DEBOUNCE_MS = 600

/**
 * A field's own copy of a stored value. Typing changes only the copy; it is sent once
 * typing pauses, or on blur. While the field has focus or unsent typing, changes arriving
 * from the store (live updates, echoes) do not overwrite it; they show once it is left.
 */
export function useDraft<T>(stored: T, commit: (value: T) => void, delay = DEBOUNCE_MS) {
  const [draft, setDraft] = useState(stored)
  const focused = useRef(false)
  const unsent = useRef<{ value: T } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef({ stored, commit })
  latest.current = { stored, commit }

  /** Sends unsent typing; answers whether anything was sent. */
  const flush = useCallback((): boolean => {
    clearTimeout(timer.current)
    const pending = unsent.current
    unsent.current = null
    if (!pending || Object.is(pending.value, latest.current.stored)) return false
    latest.current.commit(pending.value)
    return true
  }, [])

  useEffect(() => {
    if (!focused.current && !unsent.current) setDraft(stored)
  }, [stored])

  useEffect(
    () => () => {
      flush()
    },
    [flush],
  )

  const change = (value: T) => {
    setDraft(value)
    unsent.current = { value }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => flush(), delay)
  }
  const focus = () => {
    focused.current = true
  }
  const blur = () => {
    focused.current = false
    // What was sent comes back through the store; otherwise show the stored value again.
    if (!flush()) setDraft(latest.current.stored)
  }
  /** Drops the draft for the stored value (e.g. after an entry that cannot be sent). */
  const reset = () => setDraft(latest.current.stored)
  /** Shows `value` as what was sent in place of the typing (a number clamped to its range). */
  const replace = (value: T) => {
    clearTimeout(timer.current)
    unsent.current = null
    setDraft(value)
  }
  return { draft, change, focus, blur, reset, replace }
}
