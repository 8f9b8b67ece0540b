// Debian's Chromium and the launch flags that work on the project's machines, in one place for
// everything that drives a browser: the Playwright config, check:page, the DevTools pictures and
// the example apps' scripts (through browserSession.mjs).

/** The Chromium to drive: $CHROMIUM_PATH, else Debian's. Never a downloaded browser. */
const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work on the project's machines (no sandbox in containers, no GPU, no background traffic). */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

module.exports = {chromiumPath, chromiumFlags};
