import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One file configures the dev server and build (Vite) and the tests (Vitest).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Only the finished app's tests: each checkpoint under checkpoints/ has its
    // own config. tests/ holds tests of what the tutorial says about the app,
    // which no page has you write.
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
  },
})
