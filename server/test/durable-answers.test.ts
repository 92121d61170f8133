import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { holdAnswersUntilDurable } from '../src/http/durable-answers.ts'

const ticks = async (count: number) => {
  for (let tick = 0; tick < count; tick++) await new Promise((resolve) => setImmediate(resolve))
}

/** A database whose writes are counted by the test and whose disk syncs when the test says. */
function heldDisk() {
  let writes = 0
  let syncs = 0
  let finishSync = () => {}
  const database = {
    writeCount: () => writes,
    untilDurable: () => {
      syncs++
      return new Promise<void>((resolve) => {
        finishSync = resolve
      })
    },
  } as unknown as Database
  return {
    database,
    write: () => writes++,
    syncsAsked: () => syncs,
    finishSync: () => finishSync(),
  }
}

describe('an answer waits until the writes before it are on disk', () => {
  let app: FastifyInstance
  afterEach(() => app.close())

  function appOver(disk: ReturnType<typeof heldDisk>) {
    app = Fastify()
    holdAnswersUntilDurable(app, disk.database)
    app.post('/write', async () => {
      disk.write()
      return { saved: true }
    })
    app.get('/read', async () => ({ read: true }))
    return app
  }

  it('holds the answer of a write until the sync ends', async () => {
    const disk = heldDisk()
    appOver(disk)
    let answered = false
    const answer = app.inject({ method: 'POST', url: '/write' }).then((reply) => {
      answered = true
      return reply
    })
    await ticks(20)
    expect({ answered, syncsAsked: disk.syncsAsked() }).toEqual({ answered: false, syncsAsked: 1 })
    disk.finishSync()
    expect((await answer).json()).toEqual({ saved: true })
  })

  it('answers a request during which nothing was written without waiting for the disk', async () => {
    const disk = heldDisk()
    appOver(disk)
    const answer = await app.inject({ method: 'GET', url: '/read' })
    expect({ status: answer.statusCode, syncsAsked: disk.syncsAsked() }).toEqual({
      status: 200,
      syncsAsked: 0,
    })
  })
})
