import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Assets live under /vite/ so the server can tell app routes from built files.
export default defineConfig({
  base: '/vite/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
})
