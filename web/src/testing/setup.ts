import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy… and waitFor give up after 1 s by default, which a loaded CI machine overruns while a
// dialog is still rendering; a wait that is never met still fails, only later.
configure({ asyncUtilTimeout: 10_000 })

// Vitest runs without globals, so Testing Library cannot unmount renders by itself.
afterEach(cleanup)

// jsdom's Blob (and so File) lacks text(), which every browser has: read it as browsers do.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsText(this)
    })
  }
}
