import { describe, expect, it } from 'vitest'
import { afterThisTask } from './after-this-task.ts'

describe('afterThisTask', () => {
  it('resolves after the current task and its microtasks, not during them', async () => {
    const order: string[] = []
    const waited = afterThisTask().then(() => order.push('next task'))
    queueMicrotask(() => order.push('microtask'))
    order.push('this task')
    await waited
    expect(order).toEqual(['this task', 'microtask', 'next task'])
  })
})
