import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { holdAnswersUntilPublished } from '../src/live/published-before-answer.ts'

/** A promise with its resolve at hand: a change still on its way to the bus. */
function onItsWay() {
  let arrive = () => {}
  const published = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { published, arrive }
}

const ticks = async (count: number) => {
  for (let tick = 0; tick < count; tick++) await new Promise((resolve) => setImmediate(resolve))
}

describe('an answer waits until the changes its request published are on the bus', () => {
  let app: FastifyInstance
  /** The writes answered so far, in the order their answers arrived. */
  let answered: string[] = []
  afterEach(async () => {
    await app.close()
    answered = []
  })

  function appPublishing(changesOf: Map<string, Promise<void>[]>) {
    app = Fastify()
    const track = holdAnswersUntilPublished(app)
    app.post<{ Body: { write: string } }>('/write', async (request) => {
      // Published after an await, as routes do once their transaction commits.
      await ticks(1)
      for (const published of changesOf.get(request.body.write) ?? []) track(published)
      return { written: request.body.write }
    })
    return app
  }

  const post = (write: string) =>
    app.inject({ method: 'POST', url: '/write', payload: { write } }).then((answer) => {
      answered.push(write)
      return answer
    })

  it('holds the answer of a request whose change is not on the bus yet, and only that one', async () => {
    const first = onItsWay()
    const second = onItsWay()
    appPublishing(new Map([['slow', [first.published, second.published]]]))
    const slow = post('slow')
    const quiet = post('quiet')
    await quiet
    await ticks(20)
    expect(answered).toEqual(['quiet'])
    first.arrive()
    await ticks(20)
    expect(answered).toEqual(['quiet'])
    second.arrive()
    const answer = await slow
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ written: 'slow' })
  })

  it('answers at once when the changes are on the bus already', async () => {
    appPublishing(new Map([['done', [Promise.resolve()]]]))
    const answer = await post('done')
    expect(answer.json()).toEqual({ written: 'done' })
  })
})
