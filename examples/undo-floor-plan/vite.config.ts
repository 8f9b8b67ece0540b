import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One file configures both the dev server / build (Vite) and the tests (Vitest).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/setupTests.ts'],
    // The UI tests click through several steps each; on a busy machine one can pass 5 s.
    testTimeout: 20_000,
  },
})
