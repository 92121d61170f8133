import type { Asset } from '../api/types.ts'
import { BattlegroupSheet } from '../battlegroup/BattlegroupSheet.tsx'
import { useDocumentTitle } from '../frame/document-title.ts'
import { asBattlegroup, isWholeBattlegroup } from '../qc/qc-rows.ts'
import { usePrintOnArrival } from '../sheet/print-request.ts'
import { ItemGate } from '../widgets/ItemGate.tsx'

/** `/battlegroups/:id`: the battlegroup's sheet, for anyone the server lets see it. */
export default function BattlegroupSheetPage() {
  return (
    <ItemGate kind="battlegroups" isComplete={isWholeBattlegroup}>
      {(item) => <Page item={item} />}
    </ItemGate>
  )
}

function Page({ item }: { item: Asset }) {
  useDocumentTitle(item.name)
  usePrintOnArrival(true)
  return <BattlegroupSheet battlegroup={asBattlegroup(item)} />
}
