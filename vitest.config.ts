import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'plugins/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/samples/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/search/**/*.test.ts',
      'tests/downloads/**/*.test.ts',
      'tests/tutorial-steps/**/*.test.ts',
      'tests/markdown/**/*.test.ts',
      'tests/anchors/**/*.test.ts',
      'tests/dev-server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
  },
});
