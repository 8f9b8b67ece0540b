/**
 * Screenshots of the real Redux DevTools for the tutorials, in light and dark colours.
 *
 *   npm run devtools-screenshots [-- --only=name,name]
 *
 * For each session of pictures.ts: the reader's project at the picture's place in its page
 * (learnerProject.ts), served by its own Vite and opened in Debian's Chromium with the DevTools'
 * page script (extension/pageScript.ts); the script does in the app what the reader does, then
 * shows the store's history in the DevTools window (extension/panel.tsx, the published DevTools
 * interface) and screenshots the view the page talks about (devToolsWindow.ts). Writes
 * static/img/tutorials/<tutorial>/<name>.png and <name>-dark.png, and the pictures' sizes into
 * the <ThemedImage> elements that show them (pictureSizes.ts); the npm script then turns the PNGs
 * into WebP (scripts/optimize-images.ts). See README.md beside this file.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {bundleExtension} from './extension/bundle';
import {DevToolsWindow, type Variant} from './devToolsWindow';
import {projectAt} from './learnerProject';
import {updatePictureSizes, type Size} from './pictureSizes';
import {sessions} from './pictures';
import {withRunningApp} from './runningApp';
import {chromiumFlags, chromiumPath} from '../lib/chromium.cjs';

const root = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const {values} = parseArgs({options: {only: {type: 'string'}, help: {type: 'boolean'}}});
  if (values.help) {
    console.log(
      'Usage: npm run devtools-screenshots [-- --only=name,name]\nPictures: ' +
        sessions
          .flatMap((session) => session.steps.flatMap((step) => step.pictures.map((picture) => picture.name)))
          .join(', '),
    );
    return;
  }
  const only = values.only?.split(',');
  const known = new Set(
    sessions.flatMap((session) => session.steps.flatMap((step) => step.pictures.map((picture) => picture.name))),
  );
  const unknown = only?.filter((name) => !known.has(name)) ?? [];
  if (unknown.length > 0) throw new Error(`--only: no picture named ${unknown.join(', ')} (see --help)`);
  const wanted = only
    ? sessions.filter((session) =>
        session.steps.some((step) => step.pictures.some((picture) => only.includes(picture.name))),
      )
    : sessions;

  const {pageScript, panelHtml} = await bundleExtension();
  const work = mkdtempSync(path.join(tmpdir(), 'devtools-screenshots-'));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
  const sizes = new Map<string, Size>();
  try {
    for (const session of wanted) {
      const project = await projectAt(session.moment, work);
      const outDir = path.join(root, 'static/img/tutorials', session.folder);
      mkdirSync(outDir, {recursive: true});
      await withRunningApp(
        browser,
        {
          projectDir: project.dir,
          packagesDir: project.appDir,
          cacheDir: path.join(work, '.vite', session.moment.picture),
          pageScript,
          route: session.route,
          entry: session.entry,
        },
        async (app) => {
          const window = new DevToolsWindow(browser, app.origin, panelHtml);
          for (const step of session.steps) {
            await step.act(app.page);
            const message = await app.message();
            for (const picture of step.pictures) {
              if (only && !only.includes(picture.name)) continue;
              const variants: Variant[] = picture.only ? [picture.only] : ['light', 'dark'];
              for (const variant of variants) {
                const file = path.join(outDir, `${picture.name}${variant === 'dark' ? '-dark' : ''}.png`);
                const size = await window.capture(message, picture.view, variant, file);
                if (variant === (picture.only ?? 'light')) sizes.set(picture.name, size);
                console.log(`wrote ${path.relative(root, file)} (${size.width} × ${size.height} CSS px)`);
              }
            }
          }
        },
      );
    }
  } finally {
    await browser.close();
    rmSync(work, {recursive: true, force: true});
  }
  for (const page of updatePictureSizes(path.join(root, 'docs'), sizes))
    console.log(`updated the picture sizes in ${page}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
