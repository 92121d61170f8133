import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// React Router's package exports only its development build; ship the production one.
const routerProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

// Assets live under /vite/ so the server can tell app routes from built files.
export default defineConfig({
  base: '/vite/',
  plugins: [react()],
  resolve: { alias: process.env.VITEST ? {} : { 'react-router': routerProduction } },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
})
