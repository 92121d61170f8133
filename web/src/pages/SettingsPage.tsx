import { displayNameSchema } from '@loom/core'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { useDocumentTitle } from '../frame/document-title.ts'
import { SignInMethods } from '../session/SignInMethods.tsx'
import { DebouncedTextField } from '../sheet/inputs/DebouncedTextField.tsx'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { deleteAccount, renamePlayer } from '../store/player.ts'
import { selectChronicleLists, selectDisplayName, selectMyItems } from '../store/selectors.ts'
import { parseThemeMode, themeActions } from '../store/theme.ts'
import { Block } from '../widgets/Block.tsx'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'

export default function SettingsPage() {
  useDocumentTitle('Settings')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const authenticated = useAppSelector((state) => state.session.authenticated)
  const displayName = useAppSelector(selectDisplayName)
  const mode = useAppSelector((state) => state.theme)
  const [confirming, setConfirming] = useState(false)
  const themeLabel = useId()

  return (
    <Block sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <DebouncedTextField
        label="Display Name"
        fullWidth
        margin="normal"
        disabled={!authenticated}
        value={displayName}
        validate={(name) => {
          const result = displayNameSchema.safeParse(name)
          return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid name')
        }}
        onCommit={(name) => dispatch(renamePlayer(name.trim()))}
        helperText="Displayed to other players in your chronicles."
        testId="settings-display-name"
      />
      <Divider sx={{ my: 2 }} />
      <FormControl fullWidth margin="normal">
        <InputLabel id={themeLabel}>Theme</InputLabel>
        <Select
          labelId={themeLabel}
          label="Theme"
          value={mode}
          onChange={(event) => dispatch(themeActions.chosen(parseThemeMode(event.target.value)))}
          data-testid="settings-theme"
        >
          <MenuItem value="light" data-testid="settings-theme-light">
            Light
          </MenuItem>
          <MenuItem value="dark" data-testid="settings-theme-dark">
            Dark
          </MenuItem>
        </Select>
      </FormControl>
      {authenticated && (
        <>
          <Divider sx={{ my: 2 }} />
          <SignInMethods />
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <Button
        color="error"
        variant="outlined"
        disabled={!authenticated}
        onClick={() => setConfirming(true)}
        data-testid="settings-delete-account"
      >
        Delete Account
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account?"
        confirmLabel="Delete Account"
        onConfirm={async () => {
          await dispatch(deleteAccount())
          navigate('/deleted')
        }}
        testId="delete-account-dialog"
      >
        <WhatIsLost />
      </ConfirmDialog>
    </Block>
  )
}

/** Names, with numbers, everything that deleting the account destroys. */
function WhatIsLost() {
  const characters = useAppSelector((state) => selectMyItems(state, 'characters').length)
  const qcs = useAppSelector((state) => selectMyItems(state, 'qcs').length)
  const battlegroups = useAppSelector((state) => selectMyItems(state, 'battlegroups').length)
  const { own, joined } = useAppSelector(selectChronicleLists)
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return (
    <>
      <Typography gutterBottom data-testid="delete-account-losses">
        This deletes {count(characters, 'character', 'characters')},{' '}
        {count(qcs, 'quick character', 'quick characters')},{' '}
        {count(battlegroups, 'battlegroup', 'battlegroups')} and{' '}
        {count(own.length, 'chronicle you run', 'chronicles you run')}, including anything you made
        public. You also leave {count(joined.length, 'chronicle', 'chronicles')} you joined.
      </Typography>
      <Typography sx={{ fontWeight: 'bold' }}>This cannot be undone!</Typography>
    </>
  )
}
