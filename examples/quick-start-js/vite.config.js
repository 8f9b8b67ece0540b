import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One file for the dev server and build (Vite) and for the tests (Vitest).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
  },
})
