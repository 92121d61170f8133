/** One dependency the process needs to do its work, and how to ask it whether it answers. */
export interface ReadinessCheck {
  readonly name: string
  answers(): Promise<void>
}

export type Readiness = {
  readonly ready: boolean
  readonly checks: Readonly<Record<string, 'ok' | 'down'>>
}

/** A dependency that takes longer than this to answer counts as down. */
export const READINESS_TIMEOUT_MS = 2_000

/**
 * Asks every dependency at once whether it answers now; `onDown` hears why one does not (the
 * answer itself says only "down", as it may be public).
 */
export async function readinessOf(
  checks: readonly ReadinessCheck[],
  onDown: (name: string, error: unknown) => void,
): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, answers }) => {
      try {
        await withTimeout(answers(), READINESS_TIMEOUT_MS)
        return [name, 'ok'] as const
      } catch (error) {
        onDown(name, error)
        return [name, 'down'] as const
      }
    }),
  )
  return {
    ready: outcomes.every(([, state]) => state === 'ok'),
    checks: Object.fromEntries(outcomes),
  }
}

function withTimeout(answer: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}
