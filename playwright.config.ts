import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run against the production build (`npm run build` first), served by
 * `docusaurus serve`, in Debian's Chromium — the path comes from CHROMIUM_PATH, which
 * scripts/test.sh sets with scripts/find-chromium.sh.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    colorScheme: 'light',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `npx docusaurus serve --port ${port} --host localhost --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
