/** Points spent: the sum of a log's entries. */
export function experienceSpent(log: readonly { points: number }[]): number {
  return log.reduce((sum, entry) => sum + entry.points, 0)
}
