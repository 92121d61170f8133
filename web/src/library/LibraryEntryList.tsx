import type { LibraryEntry } from '@loom/core'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { ChronicleEntry } from '../store/selectors.ts'
import { entrySummary, libraryName } from './library-labels.ts'

/**
 * Library entries as a list: name, then library, summary and tags, with each entry's action
 * (the picker's Add, the library page's Delete); "More" reads the next page.
 */
export function LibraryEntryList({
  entries,
  failed,
  more,
  empty,
  chronicles,
  action,
}: {
  entries: readonly LibraryEntry[] | null
  failed: boolean
  more: (() => Promise<void>) | null
  empty: string
  chronicles: readonly ChronicleEntry[]
  action: (entry: LibraryEntry) => ReactNode
}) {
  return (
    <>
      {failed && (
        <Typography color="error" sx={{ mt: 2 }} data-testid="library-failed">
          The library could not be read. Check your connection and try again.
        </Typography>
      )}
      {entries?.length === 0 && (
        <Typography sx={{ mt: 2 }} data-testid="library-empty">
          {empty}
        </Typography>
      )}
      <List dense data-testid="library-entries">
        {entries?.map((entry) => (
          <ListItem
            key={entry.id}
            divider
            data-testid={`library-entry-${entry.id}`}
            secondaryAction={action(entry)}
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={entry.name}
              secondary={[libraryName(entry, chronicles), entrySummary(entry), ...entry.tags]
                .filter((part) => part !== '')
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {more && (
        <Button onClick={more} data-testid="library-more">
          More
        </Button>
      )}
    </>
  )
}
