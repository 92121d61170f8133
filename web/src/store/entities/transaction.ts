// Tags that tie an optimistic edit to the answer that confirms or undoes it.

export type Transaction = string
export type OptimisticPhase = 'begin' | 'commit' | 'revert'

export interface OptimisticMeta {
  optimistic: { phase: OptimisticPhase; txn: Transaction }
}

export function optimisticMeta(phase: OptimisticPhase, txn: Transaction): OptimisticMeta {
  return { optimistic: { phase, txn } }
}

let counter = 0
export function newTransaction(): Transaction {
  counter += 1
  return `txn-${counter}`
}
