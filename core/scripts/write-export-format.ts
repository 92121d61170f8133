import { writeFileSync } from 'node:fs'
import { exportFormatMarkdown } from '../src/portable/export-format-doc.ts'

writeFileSync(new URL('../../docs/export-format.md', import.meta.url), exportFormatMarkdown())
