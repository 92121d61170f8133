import { useMemo } from 'react'
import type { Id, Row } from '../api/types.ts'
import type { Kind } from '../store/entities/kinds.ts'
import { useAppSelector } from '../store/hooks.ts'

const NO_IDS: readonly Id[] = []

/** The ids a parent row lists under an association, or none. */
export function childIds(parent: Row | undefined, assoc: string): readonly Id[] {
  const ids = parent?.[assoc]
  return Array.isArray(ids) ? (ids as Id[]) : NO_IDS
}

/** Rows in the order the player ranked them (`sorting`), then by age. */
export function inRankOrder<T extends Row>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => Number(a.sorting ?? 0) - Number(b.sorting ?? 0) || a.id - b.id)
}

/** The rows of one of a parent's embedded lists, as the store holds them, in rank order. */
export function useChildRows<T extends Row>(
  parent: Row | undefined,
  assoc: string,
  kind: Kind,
): T[] {
  const ids = childIds(parent, assoc)
  const table = useAppSelector((state) => state.entities.current.byKind[kind].entities)
  return useMemo(
    () => inRankOrder(ids.flatMap((id) => (table[id] as T | undefined) ?? [])),
    [ids, table],
  )
}
