import { useDocumentTitle } from '../frame/document-title.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { ItemSection } from '../widgets/ItemSection.tsx'
import { ITEM_LABELS } from '../widgets/item-labels.ts'

export default function ItemListPage({ kind }: { kind: ItemKind }) {
  useDocumentTitle(ITEM_LABELS[kind].plural)
  return <ItemSection key={kind} kind={kind} />
}
