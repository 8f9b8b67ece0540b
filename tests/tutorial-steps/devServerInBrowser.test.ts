import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {closeBrowser, closeDevServer, openDevServerInBrowser, prebundledPackages} from './devServerInBrowser';
import {unpackDownload} from './followSteps';

/**
 * The Essentials replay keeps one dev server for a part's every `npm run dev`
 * (devServerInBrowser.ts). A step that breaks a file the server has already served must still
 * fail the next `npm run dev`, and the step that mends it must pass again: the server serves the
 * files as they are, not as it first saw them.
 */
const examples = path.resolve(__dirname, '../../examples');
const work = mkdtempSync(path.join(tmpdir(), 'dev-server-reuse-'));
afterAll(async () => {
  await closeDevServer();
  await closeBrowser();
  rmSync(work, {recursive: true, force: true});
});

describe('one dev server for a part', () => {
  it('serves each step as it is: a broken file fails, the mended file passes', {timeout: 180_000}, async () => {
    const project = unpackDownload(examples, 'trailmates', 'part-4', path.join(work, 'project'));
    const options = {prebundle: prebundledPackages(path.join(examples, 'trailmates'))};
    const app = path.join(project.dir, 'src/App.tsx');
    const code = readFileSync(app, 'utf8');
    await openDevServerInBrowser(project, 'first npm run dev', options);
    writeFileSync(app, `throw new Error('a broken step')\n${code}`);
    await expect(openDevServerInBrowser(project, 'after the broken step', options)).rejects.toThrow(
      /after the broken step.*\n.*a broken step/,
    );
    writeFileSync(app, code);
    await openDevServerInBrowser(project, 'after the mending step', options);
  });
});
