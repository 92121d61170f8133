import type { Asset } from '../api/types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { QcSheet } from '../qc/QcSheet.tsx'
import { asQc, isWholeQc } from '../qc/qc-rows.ts'
import { usePrintOnArrival } from '../sheet/print-request.ts'
import { ItemGate } from '../widgets/ItemGate.tsx'

/** `/qcs/:id`: the quick character's sheet, for anyone the server lets see it. */
export default function QcSheetPage() {
  return (
    <ItemGate kind="qcs" isComplete={isWholeQc}>
      {(item) => <Page item={item} />}
    </ItemGate>
  )
}

function Page({ item }: { item: Asset }) {
  useDocumentTitle(item.name)
  usePrintOnArrival(true)
  return <QcSheet qc={asQc(item)} />
}
