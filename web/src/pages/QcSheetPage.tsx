import Typography from '@mui/material/Typography'
import type { Asset } from '../api/types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'
import { ItemGate } from '../widgets/ItemGate.tsx'

/** The quick character's read view; its stat blocks come with its own issue. */
export default function QcSheetPage() {
  return <ItemGate kind="qcs">{(item) => <Sheet item={item} />}</ItemGate>
}

function Sheet({ item }: { item: Asset }) {
  useDocumentTitle(item.name)
  return (
    <Block>
      <Typography variant="h4" component="h1">
        {item.name}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color="text.secondary">
        {String(item.description ?? '')}
      </Typography>
    </Block>
  )
}
