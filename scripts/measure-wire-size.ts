/**
 * Reports what a cold load of each page costs on the wire, as Chromium received it (compressed
 * bytes, by resource type). Serves build/ itself; run `npm run build` first.
 * Usage: npx tsx scripts/measure-wire-size.ts [/path …]   (default: / and /api/store)
 */
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';

const port = 4190;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (process.argv.includes('--help')) {
  console.log('Usage: npx tsx scripts/measure-wire-size.ts [/path …]  (needs build/; default paths: / /api/store)');
  process.exit(0);
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

async function main() {
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {stdio: 'ignore'});
  try {
    await waitForServer(`http://localhost:${port}/`);
    const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
    for (const path of paths.length > 0 ? paths : ['/', '/api/store']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const types = new Map<string, string>();
      const bytes = new Map<string, number>();
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
      cdp.on('Network.loadingFinished', (event) => {
        const type = types.get(event.requestId) ?? 'Other';
        bytes.set(type, (bytes.get(type) ?? 0) + event.encodedDataLength);
      });
      await page.goto(`http://localhost:${port}${path}`, {waitUntil: 'networkidle'});
      const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
      const parts = [...bytes.entries()].map(([type, value]) => `${type} ${(value / 1024).toFixed(1)}`).join(', ');
      console.log(`${path}: ${(total / 1024).toFixed(1)} KiB on the wire (${parts} KiB), ${types.size} requests`);
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
