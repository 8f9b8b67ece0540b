import { defineConfig } from 'vitest/config'

// `vite build` builds the browser's script; `vite build --ssr` builds the Node server.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        rolldownOptions: { input: 'src/server/main.ts', output: { entryFileNames: 'main.js' } },
      }
    : {
        outDir: 'dist/client',
        // No index.html: the server writes the HTML, which loads this one fixed-name script.
        rolldownOptions: { input: 'src/client/main.tsx', output: { entryFileNames: 'assets/client.js' } },
      },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'nextjs/**/*.test.{ts,tsx}'],
    // The browser tests start a server and Chromium: allow for a slow machine.
    testTimeout: 30_000,
  },
}))
