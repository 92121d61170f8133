import { PROTOCOL_VERSION } from '@loom/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { heardServerProtocol } from '../live/server-protocol.ts'
import { NewVersionNotice } from './NewVersionNotice.tsx'

afterEach(() => heardServerProtocol(PROTOCOL_VERSION))

describe('the new version notice', () => {
  it('asks for a reload once the server speaks a newer live protocol, and stays', () => {
    render(<NewVersionNotice />)
    expect(screen.queryByTestId('reload-for-new-version')).toBeNull()
    act(() => heardServerProtocol(PROTOCOL_VERSION + 1))
    expect(screen.getByText('A new version of Loom is available')).toBeTruthy()
    expect(screen.getByTestId('reload-for-new-version').textContent).toBe('Reload')
  })

  it('stays away while the server speaks the protocol this page was built with', () => {
    heardServerProtocol(PROTOCOL_VERSION)
    render(<NewVersionNotice />)
    expect(screen.queryByTestId('reload-for-new-version')).toBeNull()
    expect(screen.queryByText('A new version of Loom is available')).toBeNull()
  })
})
