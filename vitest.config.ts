import { defineConfig } from 'vitest/config'

// One Vitest run covers every workspace; `--project` picks a part.
export default defineConfig({
  test: {
    projects: ['core', 'server', 'web'],
  },
})
