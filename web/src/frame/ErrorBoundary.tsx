import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Component, type ReactNode } from 'react'
import { randomJokeTitle } from './joke-titles.ts'

interface Props {
  children: ReactNode
  /** Changing it clears a caught error, e.g. the path, so navigating away recovers. */
  resetKey?: string
}

interface State {
  error: Error | null
  title: string
  resetKey?: string
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, title: randomJokeTitle(), resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {
      error: error instanceof Error ? error : new Error(String(error)),
      title: randomJokeTitle(),
    }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <Paper role="alert" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {this.state.title}
        </Typography>
        <Typography gutterBottom>Something went wrong.</Typography>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
          {this.state.error.message}
        </Typography>
      </Paper>
    )
  }
}
