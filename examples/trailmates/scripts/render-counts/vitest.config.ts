import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The render counts that Redux Essentials Part 6 shows, measured on the part-5 and part-6
// checkpoints (renderCounts.test.tsx). Run from the app's folder: npm run render-counts
export default defineConfig({
  plugins: [react()],
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'jsdom',
    // The part-6 checkpoint's test setup: the fake server (identical in every checkpoint) with
    // msw/node, its data reseeded before each test.
    setupFiles: ['./checkpoints/part-6/src/test/setup.ts'],
    include: ['scripts/render-counts/*.test.tsx'],
  },
})
