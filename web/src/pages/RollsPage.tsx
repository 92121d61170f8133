import Typography from '@mui/material/Typography'
import { RollLog } from '../dice/RollLog.tsx'
import { useDocumentTitle } from '../frame/document-title.ts'
import { useAppSelector } from '../store/hooks.ts'
import { PageState } from '../widgets/PageState.tsx'

/** The player's personal roll log: rolls made from sheets outside any chronicle. */
export default function RollsPage() {
  const authenticated = useAppSelector((state) => state.session.authenticated)
  useDocumentTitle('My Rolls')
  if (!authenticated) return <PageState problem={{ state: 'signed-out' }} thing="Rolls" />
  return (
    <div data-testid="rolls-page">
      <RollLog
        scope={null}
        title="My Rolls"
        canClear
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Rolls from your sheets that are not in a chronicle. Only you see them; rolls in a
            chronicle are on its Rolls tab.
          </Typography>
        }
      />
    </div>
  )
}
