import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Component tests need a DOM: jsdom provides one inside Node.
    environment: 'jsdom',
    // Runs before every test file: the fake API and the clean-up between tests.
    setupFiles: ['./src/test/setup.ts'],
  },
})
