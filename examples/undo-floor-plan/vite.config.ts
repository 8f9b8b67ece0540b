import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One file configures both the dev server / build (Vite) and the tests (Vitest).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/setupTests.ts'],
  },
})
