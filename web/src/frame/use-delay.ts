import { useEffect, useState } from 'react'

/** True once `active` has held for `ms` milliseconds; false as soon as it stops. */
export function useDelayed(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), ms)
    return () => clearTimeout(timer)
  }, [active, ms])
  return active && shown
}
