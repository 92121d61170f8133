import {
  canGiveJournalVisibility,
  JOURNAL_VISIBILITIES,
  type JournalEntry,
  type JournalVisibility,
  MAX_JOURNAL_BODY,
  MAX_JOURNAL_SESSION,
} from '@loom/core'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { shallowEqual } from 'react-redux'
import type { Chronicle } from '../../api/types.ts'
import { selectPlayerName } from '../../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { saveJournalEntry } from '../../store/journal/index.ts'
import { ActionDialog } from '../../widgets/ActionDialog.tsx'
import { membershipOf, VISIBILITY_LABELS } from './journal-labels.ts'

/**
 * Writes a new entry (`entry` null) or changes one: title, session number and date, who reads
 * it (a player chooses everyone or the storyteller; the storyteller may also choose players,
 * picked among the chronicle's members) and the Markdown body. The server checks it all again.
 */
export function JournalEntryEditor({
  chronicle,
  entry,
  onClose,
  onSaved,
}: {
  chronicle: Chronicle
  entry: JournalEntry | null
  onClose: () => void
  onSaved?: (entry: JournalEntry) => void
}) {
  const dispatch = useAppDispatch()
  const me = useAppSelector((state) => state.session.id)
  const membership = membershipOf(chronicle)
  const names = useAppSelector(
    (state) => membership.member_ids.map((id) => selectPlayerName(state, id)),
    shallowEqual,
  )
  const members = membership.member_ids.map((id, index) => ({ id, name: names[index] }))
  // What the player may give, and what the entry has (the storyteller may have chosen players
  // for a player's own entry, which its author keeps while editing the rest).
  const choices = JOURNAL_VISIBILITIES.filter(
    (visibility) =>
      visibility === entry?.visibility ||
      canGiveJournalVisibility({ id: me }, membership, visibility),
  )
  const mayChoose = canGiveJournalVisibility({ id: me }, membership, 'chosen')
  const [title, setTitle] = useState(entry?.title ?? '')
  const [session, setSession] = useState(entry?.session_number?.toString() ?? '')
  const [date, setDate] = useState(entry?.session_date ?? '')
  const [visibility, setVisibility] = useState<JournalVisibility>(
    entry?.visibility ?? 'storyteller',
  )
  const [chosen, setChosen] = useState<number[]>(entry?.chosen_player_ids ?? [])
  const [body, setBody] = useState(entry?.body ?? '')
  const [problem, setProblem] = useState<string | null>(null)

  const sessionNumber = session.trim() === '' ? null : Number(session)
  const sessionValid =
    sessionNumber === null ||
    (Number.isInteger(sessionNumber) && sessionNumber >= 1 && sessionNumber <= MAX_JOURNAL_SESSION)
  const ready =
    title.trim() !== '' && sessionValid && (visibility !== 'chosen' || chosen.length > 0)

  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    )

  const save = async () => {
    setProblem(null)
    const fields = {
      title: title.trim(),
      body,
      session_number: sessionNumber,
      session_date: date === '' ? null : date,
      // Sent when it changed, so that an author may edit a handout the storyteller made of
      // their entry; another visibility forgets the chosen players on the server.
      ...(visibility === entry?.visibility ? {} : { visibility }),
      ...(visibility === 'chosen' && mayChoose ? { chosen_player_ids: chosen } : {}),
    }
    const saved = await dispatch(saveJournalEntry(chronicle.id, entry, fields))
    onSaved?.(saved)
  }

  return (
    <ActionDialog
      onClose={onClose}
      title={entry === null ? 'New journal entry' : 'Edit journal entry'}
      onSubmit={save}
      onFailure={setProblem}
      submitLabel="Save"
      disabled={!ready}
      form
      fullWidth
      maxWidth="md"
      testId="journal-editor"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'journal-editor-title' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Session"
            type="number"
            value={session}
            onChange={(event) => setSession(event.target.value)}
            error={!sessionValid}
            helperText={
              sessionValid ? 'Optional' : `A whole number from 1 to ${MAX_JOURNAL_SESSION}`
            }
            slotProps={{
              htmlInput: {
                min: 1,
                max: MAX_JOURNAL_SESSION,
                'data-testid': 'journal-editor-session',
              },
            }}
          />
          <TextField
            label="Date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            helperText="Optional"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'journal-editor-date' },
            }}
          />
        </Box>
        <TextField
          select
          label="Shown to"
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as JournalVisibility)}
          helperText={
            visibility === 'storyteller' && me !== chronicle.st_id
              ? 'You and the storyteller'
              : undefined
          }
          slotProps={{
            select: {
              SelectDisplayProps: { 'data-testid': 'journal-editor-visibility' } as object,
            },
          }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice} data-testid={`journal-visibility-${choice}`}>
              {VISIBILITY_LABELS[choice]}
            </MenuItem>
          ))}
        </TextField>
        {visibility === 'chosen' && (
          <Box
            component="fieldset"
            sx={{ border: 0, m: 0, p: 0 }}
            data-testid="journal-editor-players"
          >
            <FormLabel component="legend">Players who read it</FormLabel>
            {members.length === 0 ? (
              <Typography color="text.secondary">No players have joined yet.</Typography>
            ) : (
              <FormGroup row>
                {members.map((member) => (
                  <FormControlLabel
                    key={member.id}
                    label={member.name}
                    control={
                      <Checkbox
                        checked={chosen.includes(member.id)}
                        onChange={() => toggle(member.id)}
                        disabled={!mayChoose}
                        slotProps={{
                          input: { 'data-testid': `journal-choose-${member.id}` } as object,
                        }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
            {chosen.length === 0 && <FormHelperText>Choose at least one player.</FormHelperText>}
          </Box>
        )}
        <TextField
          label="Entry (Markdown)"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={6}
          maxRows={20}
          helperText={`${body.length} / ${MAX_JOURNAL_BODY} characters`}
          slotProps={{
            htmlInput: { maxLength: MAX_JOURNAL_BODY, 'data-testid': 'journal-editor-body' },
          }}
        />
        {problem && (
          <Typography color="error" role="alert" data-testid="journal-editor-problem">
            {problem}
          </Typography>
        )}
      </Box>
    </ActionDialog>
  )
}
