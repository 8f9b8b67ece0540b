import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/lib/chromium.cjs';

/**
 * Browser tests run against production builds in Debian's Chromium (CHROMIUM_PATH, set by
 * scripts/test.sh through scripts/find-chromium.sh):
 * - project `site`: build/ (default, embedded search), served on E2E_PORT (4173);
 * - project `services`: build-services/, the same site built with every optional service
 *   configured with fixture settings (hosted search, Umami and GA4 analytics; scripts/test.sh
 *   builds it), served on 4175; its tests answer those services' requests themselves.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const hostedPort = port + 2;
const executablePath = chromiumPath();

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    colorScheme: 'light',
    launchOptions: {
      executablePath,
      // Chromium refuses some ports outright (ERR_UNSAFE_PORT: 5060 and 5061 are SIP's, for example);
      // allowing the two this run serves on lets E2E_PORT be any free port.
      args: [`--explicitly-allowed-ports=${port},${hostedPort}`, ...chromiumFlags],
    },
  },
  projects: [
    {name: 'site', testDir: 'tests/e2e', use: {baseURL: `http://localhost:${port}`}},
    {name: 'services', testDir: 'tests/e2e-services', use: {baseURL: `http://localhost:${hostedPort}`}},
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${port} --host localhost --no-open`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The services build exists after `npm test` has made it; running one spec of `site` needs only build/.
    ...(existsSync('build-services')
      ? [
          {
            command: `npx docusaurus serve --dir build-services --port ${hostedPort} --host localhost --no-open`,
            url: `http://localhost:${hostedPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
