import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API runs on its own port in development; in production it serves this app itself.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads, read by scripts/check-bundle-budget.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small chunks that a few pages share (a card, a badge, the signed-in layout) are copied
          // into the chunks that use them rather than left as files of their own. A dashboard was
          // twenty small files, which over HTTP/1.1's six connections per origin arrived in four
          // rounds one after the other; it is now three.
          // Experimental in Rolldown; it turns on strictExecutionOrder, about 3 KiB of module
          // wrappers on the sign-in page. Styles stay files, as Rolldown advises for Vite.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
          // Libraries change less often than the app: named chunks that stay cached across releases.
          // 'vendor' and 'app' hold only what the first page needs (tag $initial: statically
          // imported from the entry), the libraries and the app's own code, so the first page
          // loads five files. Sonner (toasts) follows once the first screen is up (see
          // src/lib/toast.ts). 'contract' is Zod with the shared schemas that every signed-in page
          // needs at once (the session, the dashboards, the settings): one file, fetched with the
          // first signed-in page or form check; the forms' schemas travel with their pages. None
          // of it may reach the sign-in page's critical path (its 150 KiB budget:
          // scripts/check-bundle-budget.mjs).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 4,
            },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 3 },
            {
              name: 'app',
              test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]shared[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, priority: 2 },
            {
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/](api|auth|fields|dashboard|profile|public-config)\.ts$|dashboard-response-schemas/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // The screens' tests write the times they expect as a reader in the college's default zone
    // would see them; format-date.test.ts shows that zone is used whatever the browser's is.
    env: { TZ: 'Asia/Kolkata' },
    // Room for the 5 s async queries of testing/setup.ts on a loaded machine.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
