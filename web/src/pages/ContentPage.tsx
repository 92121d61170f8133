import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useDocumentTitle } from '../frame/document-title.ts'
import { ITEM_KINDS } from '../store/entities/kinds.ts'
import { ItemSection } from '../widgets/ItemSection.tsx'

/** Everything the player owns, kind by kind, each with its create button. */
export default function ContentPage() {
  useDocumentTitle('Everything')
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Everything
      </Typography>
      {ITEM_KINDS.map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 && <Divider sx={{ mb: 2 }} />}
          <ItemSection kind={kind} headingLevel="h2" />
        </Fragment>
      ))}
    </>
  )
}
