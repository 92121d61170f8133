import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useDocumentTitle } from '../frame/document-title.ts'
import { HandoverOffers } from '../handover/HandoverOffers.tsx'
import { SignInButtons } from '../session/SignInButtons.tsx'
import { useAppSelector } from '../store/hooks.ts'
import { Block } from '../widgets/Block.tsx'
import { TextLink as Link } from '../widgets/TextLink.tsx'

const PROMISES = [
  {
    title: 'Sheets sync in real time',
    body: 'Edit a character on your laptop and watch it change on your phone, and on your storyteller’s screen, as you type. Characters, quick characters and battlegroups all stay in step across every device.',
    testId: 'promise-sync',
  },
  {
    title: 'Dice pools do the arithmetic',
    body: 'Every pool already includes what applies: merits, weapon tags, excellencies, armour, and the wound, mobility, onslaught and poison penalties. Roll the number you see.',
    testId: 'promise-pools',
  },
  {
    title: 'Secrets stay secret',
    body: 'Hide a character from the other players: only you and your storyteller see it. Hidden Principles and Ties stay between you and the storyteller too.',
    testId: 'promise-hidden',
  },
]

export default function LandingPage() {
  useDocumentTitle(undefined)
  const authenticated = useAppSelector((state) => state.session.authenticated)
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Typography variant="h3" component="h1" gutterBottom>
          Loom
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          Character and chronicle management for Exalted Third Edition: Solars, Lunars,
          Dragon-Blooded, Sidereals, Abyssals, mortals and your own homebrew Exalts.
        </Typography>
      </Box>
      {authenticated && <HandoverOffers />}
      {authenticated ? (
        <Typography>
          Welcome back. Your <Link to="/characters">characters</Link>,{' '}
          <Link to="/qcs">quick characters</Link> and <Link to="/battlegroups">battlegroups</Link>{' '}
          are in the menu, or see <Link to="/content">everything at once</Link>.
        </Typography>
      ) : (
        <Block>
          <Typography variant="h6" component="h2" gutterBottom>
            Sign in to start
          </Typography>
          <Typography gutterBottom>
            A passkey needs only a display name; a sign-in through another site keeps its account id
            and, if you share it, your e-mail, only to recognise you. See the{' '}
            <Link to="/privacy">privacy policy</Link>.
          </Typography>
          <SignInButtons autofill />
        </Block>
      )}
      <Box
        component="section"
        aria-label="What Loom does"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {PROMISES.map((promise) => (
          <Block key={promise.testId}>
            <Typography variant="h5" component="h2" gutterBottom data-testid={promise.testId}>
              {promise.title}
            </Typography>
            <Typography>{promise.body}</Typography>
          </Block>
        ))}
      </Box>
      <Block>
        <Typography variant="h5" component="h2" gutterBottom>
          Run a chronicle together
        </Typography>
        <Typography gutterBottom>
          Create a chronicle and share its invite code. Everyone sees each other’s characters, quick
          characters and battlegroups, the storyteller can edit them, and the combat tracker keeps
          initiative for the whole table.
        </Typography>
        <Typography>
          New here? The <Link to="/help">help pages</Link> explain how merits, weapons and animal
          forms feed into the numbers.
        </Typography>
      </Block>
    </Stack>
  )
}
