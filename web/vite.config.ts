import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { OutputOptions } from 'rollup'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { compileEntryOnLoad } from './build-tools/compile-hint.ts'
import { compressedAssets } from './build-tools/compressed-assets.ts'
import { reportPageModules, writePageChunks } from './build-tools/page-chunks.ts'
import { startEntryImportsEarly } from './build-tools/start-early.ts'

/** This folder: module names in page-chunks.json are paths from here. */
const webRoot = fileURLToPath(new URL('.', import.meta.url))

// React Router's package exports only its development build; ship the production one.
const routerProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

/**
 * React and its DOM renderer in a file of their own (loaded with the entry script, and kept
 * cached across releases that do not change them). React makes Error objects as its module
 * starts; wherever a debugging protocol is attached (Lighthouse, the phone bench, DevTools)
 * each one makes V8 work out where every line of the file making it is, by parsing that whole
 * file again: the 676 KB entry took 80 ms of a phone's main thread for it, React's own 222 KB
 * file takes 25.
 */
const REACT_PACKAGES = /node_modules\/(react|react-dom|scheduler)\//

/**
 * Pages share many small pieces (one MUI component, one helper): Rollup's split gave the
 * character sheet 48 files, and a cold visit waits for the last of them. Merging chunks under
 * 10 kB, where that adds no code with side effects to any page, leaves it 31. The build runs
 * Vite 7 and Rollup, but this file is type-checked against the newer Vite that Vitest brings,
 * whose bundler names no such option: hence Rollup's own type here.
 */
const rollupChunking: OutputOptions = {
  experimentalMinChunkSize: 10_000,
  manualChunks: (id) => (REACT_PACKAGES.test(id) ? 'react' : undefined),
}

/**
 * The server's renderer (src/server-render/render-page.tsx, see docs/architecture.md): the
 * same components built for Node into dist-server/.
 */
const serverRendererBuild: ViteUserConfig = {
  plugins: [react(), reportPageModules(webRoot)],
  publicDir: false,
  resolve: { alias: { 'react-router': routerProduction } },
  // Packages are bundled too: one copy of React, in its production build whatever NODE_ENV the
  // server runs with.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'render-page.js' } },
  },
}

// Assets live under /vite/ so the server can tell app routes from built files.
export default defineConfig(({ command, isSsrBuild }): ViteUserConfig => {
  // A build is always a production one: with NODE_ENV=development in the environment Vite would
  // build React's development bundle and an app that never registers its service worker. Vite
  // reads NODE_ENV once more after loading this file, so setting it here is what counts.
  if (command === 'build') process.env.NODE_ENV = 'production'
  if (isSsrBuild) return { base: '/vite/', ...serverRendererBuild }
  return {
    base: '/vite/',
    plugins: [
      react(),
      // The web app manifest (installable) and the offline service worker, built from
      // service-worker/sw.ts; the server serves it at /sw.js so that its scope is the whole app.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'service-worker',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: {
          name: 'Loom',
          short_name: 'Loom',
          description: 'Characters, quick characters, battlegroups and chronicles, at the table.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#2e7d32',
          background_color: '#121212',
          icons: [
            { src: '/vite/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/vite/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/vite/icons/icon-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,png,woff2}'],
          // Built files are served under /vite/, the worker itself at /.
          modifyURLPrefix: { '': '/vite/' },
        },
      }),
      compileEntryOnLoad(),
      startEntryImportsEarly(),
      writePageChunks(webRoot),
      compressedAssets(),
    ],
    resolve: { alias: process.env.VITEST ? {} : { 'react-router': routerProduction } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: { output: rollupChunking as object },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      // Each file keeps its own module graph and jsdom (a fresh VM context, so vi.mock holds),
      // while workers and transformed modules are reused: 112 s instead of the default pool's
      // 246 s on a quiet 2-core machine, where every file paid for a worker and MUI's import.
      pool: 'vmThreads',
      include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
      setupFiles: ['src/testing/setup.ts'],
      // Rendering a whole sheet in jsdom takes a few seconds on a quiet 2-core machine and
      // several times that while CI's e2e lane shares it: one generous limit for every test,
      // rather than one per file.
      testTimeout: 60_000,
    },
  }
})
