import Typography from '@mui/material/Typography'
import type { Asset } from '../api/types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'
import { ItemGate } from '../widgets/ItemGate.tsx'
import { NameEditor } from '../widgets/NameEditor.tsx'

/** The quick character editor's frame: only editors get in; its fields come with its own issue. */
export default function QcEditorPage() {
  return (
    <ItemGate kind="qcs" forEditing>
      {(item) => <Editor item={item} />}
    </ItemGate>
  )
}

function Editor({ item }: { item: Asset }) {
  useDocumentTitle(`Editing ${item.name}`)
  return (
    <Block>
      <Typography variant="h4" component="h1">
        Editing {item.name}
      </Typography>
      <NameEditor kind="qcs" item={item} />
    </Block>
  )
}
