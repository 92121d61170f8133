import { type DragEvent, useRef, useState } from 'react'

/**
 * Makes an element a drop target for files from the desktop: `over` while files are dragged
 * over it. Other drags (a card being reordered) pass through untouched.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [over, setOver] = useState(false)
  // Entering a child fires dragenter on it before dragleave on its parent: count the depth.
  const depth = useRef(0)
  const ours = (event: DragEvent) => enabled && event.dataTransfer.types.includes('Files')
  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!ours(event)) return
      event.preventDefault()
      depth.current += 1
      setOver(true)
    },
    onDragOver(event: DragEvent) {
      if (!ours(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave(event: DragEvent) {
      if (!ours(event)) return
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setOver(false)
    },
    onDrop(event: DragEvent) {
      if (!ours(event)) return
      event.preventDefault()
      depth.current = 0
      setOver(false)
      const files = [...event.dataTransfer.files]
      if (files.length > 0) onFiles(files)
    },
  }
  return { over, handlers }
}
