import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { Asset, Row } from '../api/types.ts'
import type { Kind } from '../store/entities/kinds.ts'
import { useAppSelector } from '../store/hooks.ts'

interface Props {
  parent: Asset
  /** Association lists on the parent to show, e.g. ['merits'] or all four charm lists. */
  assocs: string[]
  kind: Kind
  describe: (row: Row) => { primary: string; secondary?: string }
  empty: string
  testId: string
}

/** The rows of a parent's embedded lists, by name, as the store holds them. */
export function ChildList({ parent, assocs, kind, describe, empty, testId }: Props) {
  const rows = useAppSelector((state) => state.entities.current.byKind[kind].entities)
  const children = assocs.flatMap((assoc) =>
    (Array.isArray(parent[assoc]) ? (parent[assoc] as number[]) : []).flatMap(
      (id) => rows[id] ?? [],
    ),
  )
  if (children.length === 0) return <Typography color="text.secondary">{empty}</Typography>
  return (
    <List dense data-testid={testId}>
      {children.map((row) => {
        const { primary, secondary } = describe(row)
        return (
          <ListItem key={row.id}>
            <ListItemText primary={primary} secondary={secondary} />
          </ListItem>
        )
      })}
    </List>
  )
}
