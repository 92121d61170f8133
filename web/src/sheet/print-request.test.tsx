import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSheet, usePrintOnArrival } from './print-request.ts'

const nextFrame = () => act(() => new Promise((done) => requestAnimationFrame(() => done(null))))

function Sheet({ ready }: { ready: boolean }) {
  usePrintOnArrival(ready)
  const { state } = useLocation()
  return <p data-testid="state">{JSON.stringify(state)}</p>
}

/** A page with a Print button, as an item's menu has. */
function Elsewhere() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <button type="button" onClick={() => printSheet('/qcs/3', pathname, navigate)}>
      Print
    </button>
  )
}

function routes(ready: boolean) {
  return (
    <Routes>
      <Route path="/qcs/3" element={<Sheet ready={ready} />} />
      <Route path="/qcs/3/edit" element={<Elsewhere />} />
    </Routes>
  )
}

function app(at: string, ready = true) {
  const view = render(<MemoryRouter initialEntries={[at]}>{routes(ready)}</MemoryRouter>)
  // The router keeps its history across a re-render: only the sheet's readiness changes.
  const becomeReady = () =>
    view.rerender(<MemoryRouter initialEntries={[at]}>{routes(true)}</MemoryRouter>)
  return { becomeReady }
}

describe('the Print action', () => {
  let print: ReturnType<typeof vi.fn>
  beforeEach(() => {
    print = vi.fn()
    vi.stubGlobal('print', print)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('from another page opens the sheet, which prints once drawn, then forgets the request', async () => {
    app('/qcs/3/edit')
    await act(() => screen.getByRole('button', { name: 'Print' }).click())
    await nextFrame()
    expect(print).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('state').textContent).toBe('null')
    await nextFrame()
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('on the sheet itself prints at once', () => {
    const navigate = vi.fn()
    printSheet('/qcs/3', '/qcs/3', navigate)
    expect(print).toHaveBeenCalledTimes(1)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a sheet still loading waits before it prints', async () => {
    const { becomeReady } = app('/qcs/3/edit', false)
    await act(() => screen.getByRole('button', { name: 'Print' }).click())
    await nextFrame()
    expect(print).not.toHaveBeenCalled()
    becomeReady()
    await nextFrame()
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('a sheet opened without the request does not print', async () => {
    app('/qcs/3')
    await nextFrame()
    expect(print).not.toHaveBeenCalled()
  })
})
