import type { DiscordSettings } from '@loom/core'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { Chronicle } from '../api/types.ts'
import { type Call, testStore } from '../testing/fake-api.ts'
import { DiscordSection } from './DiscordSection.tsx'

const NONE: DiscordSettings = {
  masked_url: null,
  announce_rolls: true,
  announce_attacks: true,
  announce_combat: true,
  announce_joins: true,
  last_failure: null,
  last_failure_at: null,
}
const SET: DiscordSettings = { ...NONE, masked_url: 'https://discord.com/api/webhooks/…/…wxyz' }

function renderSection(
  routes: Record<string, (call: Call) => { status?: number; body?: unknown }>,
) {
  const { store, calls } = testStore(routes)
  render(
    <Provider store={store}>
      <DiscordSection chronicle={{ id: 5, name: 'Rain of Jade' } as Chronicle} />
    </Provider>,
  )
  return calls
}

describe("the storyteller's Discord section", () => {
  it('sends a pasted URL once and shows only the masked form the server answers', async () => {
    let settings = NONE
    const calls = renderSection({
      'GET /chronicles/5/discord': () => ({ body: settings }),
      'PATCH /chronicles/5/discord': () => {
        settings = SET
        return { body: SET }
      },
    })
    const field = (await screen.findByTestId('discord-url-field')) as HTMLInputElement
    fireEvent.change(field, {
      target: { value: 'https://discord.com/api/webhooks/1/abcdwxyz' },
    })
    fireEvent.click(screen.getByTestId('discord-url-save'))
    await screen.findByTestId('discord-masked-url')
    expect(screen.getByTestId('discord-masked-url').textContent).toBe(SET.masked_url)
    expect(field.value).toBe('')
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      url: 'https://discord.com/api/webhooks/1/abcdwxyz',
    })
  })

  it("shows the server's reason when a URL is refused", async () => {
    renderSection({
      'GET /chronicles/5/discord': () => ({ body: NONE }),
      'PATCH /chronicles/5/discord': () => ({
        status: 422,
        body: { url: [{ error: 'url must start with https://discord.com/api/webhooks/' }] },
      }),
    })
    fireEvent.change(await screen.findByTestId('discord-url-field'), {
      target: { value: 'http://169.254.169.254/latest' },
    })
    fireEvent.click(screen.getByTestId('discord-url-save'))
    await screen.findByText('url must start with https://discord.com/api/webhooks/')
    expect(screen.queryByTestId('discord-masked-url')).toBeNull()
  })

  it('turns one announcement off, tests the webhook and shows a failed delivery', async () => {
    let settings = SET
    const calls = renderSection({
      'GET /chronicles/5/discord': () => ({ body: settings }),
      'PATCH /chronicles/5/discord': (call) => {
        settings = { ...settings, ...(call.body as object) }
        return { body: settings }
      },
      'POST /chronicles/5/discord/test': () => {
        settings = {
          ...settings,
          last_failure: 'the webhook refused the message (HTTP 404); given up after 1 try',
          last_failure_at: '2026-11-27T23:00:00.000Z',
        }
        return {
          status: 502,
          body: {
            error:
              'The test message was not delivered: the webhook refused the message (HTTP 404); given up after 1 try',
          },
        }
      },
    })
    const rolls = (await screen.findByTestId('discord-announce-rolls')) as HTMLInputElement
    fireEvent.click(rolls)
    await waitFor(() => expect(rolls.checked).toBe(false))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ announce_rolls: false })
    fireEvent.click(screen.getByTestId('discord-test'))
    await screen.findByTestId('discord-last-failure')
    expect(screen.getByTestId('discord-status').textContent).toContain('HTTP 404')
    expect(screen.getByTestId('discord-last-failure').textContent).toContain(
      'the webhook refused the message (HTTP 404)',
    )
  })
})
