import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One file configures the dev server and build (Vite) and the tests (Vitest).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
})
