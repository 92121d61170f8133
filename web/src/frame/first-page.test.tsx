import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { awaitFirstPage, useFirstPageReady } from './first-page.ts'

function Probe() {
  return <p>{useFirstPageReady() ? 'ready' : 'waiting'}</p>
}

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('waiting for the first page', () => {
  it('is ready when nothing is awaited', () => {
    render(<Probe />)
    expect(screen.getByText('ready')).toBeTruthy()
  })

  it('waits until the first page’s code is here', async () => {
    const loading = deferred()
    awaitFirstPage(loading.promise)
    render(<Probe />)
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(async () => loading.resolve())
    expect(screen.getByText('ready')).toBeTruthy()
  })

  it('stops waiting when the load fails, so the page can show the error', async () => {
    const loading = deferred()
    awaitFirstPage(loading.promise)
    render(<Probe />)
    await act(async () => loading.reject(new Error('offline')))
    expect(screen.getByText('ready')).toBeTruthy()
  })
})
