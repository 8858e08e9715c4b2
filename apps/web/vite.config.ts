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
          // Libraries change less often than the app: named chunks that stay cached across releases.
          // 'vendor' holds only the libraries the first page needs (tag $initial: statically
          // imported from the entry). Sonner (toasts) follows right after the first render (see
          // src/lib/toast.ts); the rest ('libs': Zod for the contract's schemas, the signed-in
          // screens' icons) loads with the first signed-in page or form check. One catch-all
          // vendor chunk would put all of it on the sign-in page's critical path (its 150 KiB
          // budget: scripts/check-bundle-budget.mjs).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 4,
            },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 3 },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, priority: 2 },
            { name: 'libs', test: /node_modules/, priority: 1 },
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
    // Room for the 5 s async queries of testing/setup.ts on a loaded machine.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
