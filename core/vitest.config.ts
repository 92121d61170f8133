import { defineConfig } from 'vitest/config'

// vmThreads: each file still gets its own module graph (a fresh VM context), but the workers and
// the transformed modules are reused; with the default pool every file paid for its own worker
// (the suite took 58 s on a quiet 2-core machine; 7 s this way).
export default defineConfig({
  test: { name: 'core', include: ['test/**/*.test.ts'], pool: 'vmThreads' },
})
