import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { LoadingState } from '../frame/LoadingPhrase.tsx'
import { SignInButtons } from '../session/SignInButtons.tsx'
import { Block } from './Block.tsx'

export type PageProblem =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'forbidden'; reason: string }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string; retry: () => void }

/** Why a page has nothing to show, in words: loading, missing, not yours, signed out, broken. */
export function PageState({ problem, thing }: { problem: PageProblem; thing: string }) {
  switch (problem.state) {
    case 'loading':
      return <LoadingState text={`Loading ${thing}…`} testId="page-loading" />
    case 'not-found':
      return (
        <Message title={`${thing} not found`} testId="page-not-found">
          There is no {thing.toLowerCase()} here. It may have been deleted, or the address may be
          wrong.
        </Message>
      )
    case 'forbidden':
      return (
        <Message title="Not yours to see" testId="page-forbidden">
          {problem.reason}
        </Message>
      )
    case 'signed-out':
      return (
        <Message title="Sign in to see this" testId="page-signed-out">
          <Typography component="span" sx={{ display: 'block', mb: 2 }}>
            This {thing.toLowerCase()} is not publicly viewable. If it is yours, or in one of your
            chronicles, sign in to see it.
          </Typography>
          <SignInButtons />
        </Message>
      )
    case 'failed':
      return (
        <Message title={`Could not load the ${thing.toLowerCase()}`} testId="page-failed">
          <Typography component="span" sx={{ display: 'block', mb: 2 }}>
            {problem.message}
          </Typography>
          <Button variant="outlined" onClick={problem.retry} data-testid="page-retry">
            Try again
          </Button>
        </Message>
      )
  }
}

function Message({
  title,
  children,
  testId,
}: {
  title: string
  children: ReactNode
  testId: string
}) {
  return (
    <Block>
      <Typography variant="h5" component="h1" gutterBottom data-testid={testId}>
        {title}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Block>
  )
}
