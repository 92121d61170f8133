import type { Asset } from '../api/types.ts'
import { BattlegroupEditor } from '../battlegroup/BattlegroupEditor.tsx'
import { useDocumentTitle } from '../frame/document-title.ts'
import { asBattlegroup, isWholeBattlegroup } from '../qc/qc-rows.ts'
import { ItemGate } from '../widgets/ItemGate.tsx'

/** `/battlegroups/:id/edit`: only the owner or the storyteller of its chronicle get in. */
export default function BattlegroupEditorPage() {
  return (
    <ItemGate kind="battlegroups" forEditing isComplete={isWholeBattlegroup}>
      {(item) => <Page item={item} />}
    </ItemGate>
  )
}

function Page({ item }: { item: Asset }) {
  useDocumentTitle(`Editing ${item.name}`)
  return <BattlegroupEditor battlegroup={asBattlegroup(item)} />
}
