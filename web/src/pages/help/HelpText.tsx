import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** Building blocks for the help pages, so each page reads like the document it is. */
export function H2({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  )
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List dense sx={{ listStyleType: 'disc', pl: 3, mb: 1 }}>
      {items.map((item, index) => (
        // The lists are fixed text, so their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <ListItem key={index} sx={{ display: 'list-item', py: 0.25 }}>
          <Typography component="span">{item}</Typography>
        </ListItem>
      ))}
    </List>
  )
}
