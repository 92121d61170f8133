import { DISCORD_ANNOUNCEMENTS, type DiscordAnnouncement, type DiscordSettings } from '@loom/core'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useState } from 'react'
import { ApiError } from '../api/client.ts'
import type { Chronicle } from '../api/types.ts'
import {
  fetchDiscordSettings,
  removeDiscordWebhook,
  saveDiscordSettings,
  sendDiscordTest,
} from '../store/discord.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { Block } from '../widgets/Block.tsx'

const CHOICE_LABELS: Record<DiscordAnnouncement, string> = {
  rolls: 'Public rolls',
  attacks: 'Resolved attacks',
  combat: 'Combat starting and each round',
  joins: 'Players joining',
}

type Status = { severity: 'success' | 'error'; message: string } | null

const messageOf = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : 'Something went wrong; try again'

/**
 * The storyteller's Discord webhook: paste it once (it is shown masked from then on), choose
 * what is announced, send a test message, and see the last delivery that failed. Rendered
 * only for the storyteller; the server refuses anyone else anyway.
 */
export function DiscordSection({ chronicle }: { chronicle: Chronicle }) {
  const dispatch = useAppDispatch()
  const [settings, setSettings] = useState<DiscordSettings | null>(null)
  const [url, setUrl] = useState('')
  const [urlError, setUrlError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    dispatch(fetchDiscordSettings(chronicle.id)).then(setSettings, (failure: unknown) =>
      setStatus({ severity: 'error', message: messageOf(failure) }),
    )
  }, [dispatch, chronicle.id])

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setStatus(null)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  const saveUrl = (event: FormEvent) => {
    event.preventDefault()
    return run(async () => {
      try {
        setSettings(await dispatch(saveDiscordSettings(chronicle.id, { url })))
        setUrl('')
        setUrlError(null)
      } catch (failure) {
        const body = failure instanceof ApiError ? (failure.body as Record<string, unknown>) : null
        const field = body?.url as { error: string }[] | undefined
        setUrlError(field?.[0]?.error ?? messageOf(failure))
      }
    })
  }

  const choose = (choice: DiscordAnnouncement, on: boolean) =>
    run(async () => {
      try {
        setSettings(
          await dispatch(saveDiscordSettings(chronicle.id, { [`announce_${choice}`]: on })),
        )
      } catch (failure) {
        setStatus({ severity: 'error', message: messageOf(failure) })
      }
    })

  const test = () =>
    run(async () => {
      try {
        await dispatch(sendDiscordTest(chronicle.id))
        setStatus({ severity: 'success', message: 'The test message was delivered.' })
      } catch (failure) {
        setStatus({ severity: 'error', message: messageOf(failure) })
      }
      setSettings(await dispatch(fetchDiscordSettings(chronicle.id)))
    })

  const remove = () =>
    run(async () => {
      await dispatch(removeDiscordWebhook(chronicle.id))
      setSettings(await dispatch(fetchDiscordSettings(chronicle.id)))
    })

  const configured = settings?.masked_url != null
  return (
    <Block>
      <Typography variant="h6" component="h2" gutterBottom data-testid="discord-heading">
        Discord
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Announce what happens at the table in a Discord channel through a webhook (in Discord: the
        channel's settings, Integrations, Webhooks). Storyteller-only and private rolls and anything
        hidden are never posted.
      </Typography>
      {configured && (
        <Typography
          component="code"
          sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', my: 1 }}
          data-testid="discord-masked-url"
        >
          {settings.masked_url}
        </Typography>
      )}
      <Box
        component="form"
        onSubmit={saveUrl}
        sx={{ display: 'flex', gap: 1, alignItems: 'start', my: 1 }}
      >
        <TextField
          label={configured ? 'Replace the webhook URL' : 'Webhook URL'}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlError !== null}
          helperText={urlError ?? 'https://discord.com/api/webhooks/…'}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'discord-url-field' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || url.trim() === ''}
          data-testid="discord-url-save"
        >
          Save
        </Button>
      </Box>
      {settings && configured && (
        <>
          <FormGroup>
            {DISCORD_ANNOUNCEMENTS.map((choice) => (
              <FormControlLabel
                key={choice}
                label={CHOICE_LABELS[choice]}
                control={
                  <Switch
                    checked={settings[`announce_${choice}`]}
                    onChange={(_event, on) => void choose(choice, on)}
                    disabled={busy}
                    slotProps={{ input: { 'data-testid': `discord-announce-${choice}` } as object }}
                  />
                }
              />
            ))}
          </FormGroup>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
            <Button variant="outlined" onClick={test} disabled={busy} data-testid="discord-test">
              Send a test message
            </Button>
            <Button color="error" onClick={remove} disabled={busy} data-testid="discord-remove">
              Remove webhook
            </Button>
          </Box>
        </>
      )}
      {status && (
        <Alert severity={status.severity} sx={{ mt: 2 }} data-testid="discord-status">
          {status.message}
        </Alert>
      )}
      {settings?.last_failure && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="discord-last-failure">
          The last announcement was not delivered (
          {new Date(settings.last_failure_at ?? '').toLocaleString()}): {settings.last_failure}
        </Alert>
      )}
    </Block>
  )
}
