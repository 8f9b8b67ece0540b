/**
 * Reports what a cold load of each page costs on the wire, as Chromium received it from
 * `docusaurus serve` (which does not compress), by resource type, and what the same responses
 * weigh gzip-compressed, as a compressing host would send them. Idle-time prefetches of linked
 * pages are counted apart. Serves build/ itself; run `npm run build` first.
 * Usage: npx tsx scripts/measure-wire-size.ts [/path …]   (default: / and /api/store)
 */
import {chromium} from '@playwright/test';
import {gzippedSizeOfBuiltUrl, serveBuild} from './lib/serveBuild';

const port = 4181;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (process.argv.includes('--help')) {
  console.log('Usage: npx tsx scripts/measure-wire-size.ts [/path …]  (needs build/; default paths: / /api/store)');
  process.exit(0);
}

async function main() {
  const {origin, stop} = await serveBuild(port);
  try {
    const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
    for (const path of paths.length > 0 ? paths : ['/', '/api/store']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const responses = new Map<string, {type: string; url: string}>();
      const bytes = new Map<string, number>();
      const gzipped = new Map<string, number>();
      cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, {type: event.type, url: event.response.url}));
      cdp.on('Network.loadingFinished', (event) => {
        const response = responses.get(event.requestId);
        // 'Other' is what <link rel=prefetch> fetched for linked pages, not this page.
        const type = response?.type === 'Other' ? 'Prefetch' : (response?.type ?? 'Other');
        bytes.set(type, (bytes.get(type) ?? 0) + event.encodedDataLength);
        if (response) gzipped.set(type, (gzipped.get(type) ?? 0) + gzippedSizeOfBuiltUrl(response.url));
      });
      await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
      const sum = (sizes: Map<string, number>) => [...sizes].filter(([type]) => type !== 'Prefetch').reduce((total, [, value]) => total + value, 0);
      const kib = (value = 0) => (value / 1024).toFixed(1);
      const parts = [...bytes.keys()].map((type) => `${type} ${kib(bytes.get(type))} / ${kib(gzipped.get(type))}`).join(', ');
      console.log(`${path}: ${kib(sum(bytes))} KiB as served, ${kib(sum(gzipped))} KiB gzipped, without prefetches (by type, served / gzipped KiB: ${parts}); ${responses.size} requests`);
      await context.close();
    }
    await browser.close();
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
