import { defineConfig } from 'vitest/config'

// Each test talks to a real database (SQLite, and PostgreSQL with Redis when their URLs are set)
// and often to a spawned server; while CI's e2e lane shares the 2 cores, Vitest's 5 s default is
// overrun by tests that take under a second on a quiet machine.
export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
