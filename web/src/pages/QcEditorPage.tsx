import type { Asset } from '../api/types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { QcEditor } from '../qc/QcEditor.tsx'
import { asQc, isWholeQc } from '../qc/qc-rows.ts'
import { ItemGate } from '../widgets/ItemGate.tsx'

/** `/qcs/:id/edit`: only the owner or the storyteller of the QC's chronicle get in. */
export default function QcEditorPage() {
  return (
    <ItemGate kind="qcs" forEditing isComplete={isWholeQc}>
      {(item) => <Page item={item} />}
    </ItemGate>
  )
}

function Page({ item }: { item: Asset }) {
  useDocumentTitle(`Editing ${item.name}`)
  return <QcEditor qc={asQc(item)} />
}
