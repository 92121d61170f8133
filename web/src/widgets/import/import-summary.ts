import type { Row } from '../../api/types.ts'
import { ASSOCIATIONS, type ItemKind } from '../../store/entities/kinds.ts'

/** "Imported Zan with 10 merits, 3 weapons and 1 spell": the new item and its child rows. */
export function importSummary(kind: ItemKind, item: Row): string {
  const counts = Object.keys(ASSOCIATIONS[kind]).flatMap((list) => {
    const rows = item[list]
    return Array.isArray(rows) && rows.length > 0 ? [rowCount(list, rows.length)] : []
  })
  const name = String(item.name ?? '')
  return counts.length === 0 ? `Imported ${name}` : `Imported ${name} with ${sentenceList(counts)}`
}

/** "1 spell", "15 charms", "2 attacks" (a QC's qc_attacks are its attacks). */
function rowCount(list: string, count: number): string {
  const plural = list.replace(/^qc_/, '').replaceAll('_', ' ')
  return `${count} ${count === 1 ? plural.replace(/s$/, '') : plural}`
}

function sentenceList(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
