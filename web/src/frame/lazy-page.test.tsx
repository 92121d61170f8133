import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPage, preloadComponent } from './lazy-page.ts'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

function renderInSuspense(node: React.ReactNode) {
  render(<Suspense fallback={<span>Loading</span>}>{node}</Suspense>)
}

describe('a lazily loaded page', () => {
  it('suspends until its code arrives when nobody preloaded it', async () => {
    const Page = lazyPage(async () => ({ default: Greeting }))
    renderInSuspense(<Page name="Jade" />)
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByText('Hello Jade')).toBeTruthy()
  })

  it('renders at once, with no fallback, once preloaded', async () => {
    let loads = 0
    const Page = lazyPage(async () => {
      loads += 1
      return { default: Greeting }
    })
    await preloadComponent(Page)
    renderInSuspense(<Page name="Seven Devils" />)
    expect(screen.getByText('Hello Seven Devils')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
    expect(loads).toBe(1)
  })

  it('preloading loads the page’s own parts for the props it will render with', async () => {
    const asked: string[] = []
    const Page = lazyPage(async () => ({
      default: Greeting,
      preloadParts: async ({ name }: { name: string }) => {
        await Promise.resolve()
        asked.push(name)
      },
    }))
    const module = await preloadComponent(Page, { name: 'Gleaming' })
    expect(asked).toEqual(['Gleaming'])
    expect((module as { default: unknown }).default).toBe(Greeting)
  })

  it('preloading something that is not a lazy page does nothing', async () => {
    await expect(preloadComponent(Greeting)).resolves.toBeUndefined()
  })
})
