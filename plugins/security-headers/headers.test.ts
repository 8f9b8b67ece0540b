import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withOptions} from '../_shared/withOptions';
import securityHeaders from './index';

describe('build/_headers', () => {
  it('gives a path policy its own rule, last, detaching the site’s policy there', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'headers-'));
    try {
      await writeFile(path.join(outDir, 'index.html'), '<script>start()</script>');
      const plugin = withOptions(securityHeaders, {
        pathPolicies: [{path: '/run-samples/worker/*', policy: "default-src 'none'; script-src 'self' blob:"}],
      })({} as never) as Plugin;
      await plugin.postBuild!({outDir} as never);
      const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
      // The site's policy is still the file's first, and its rule is /*.
      expect(/Content-Security-Policy: (.+)/.exec(headers)![1]).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-/,
      );
      expect(
        headers.endsWith(
          [
            '/run-samples/worker/*',
            '  ! Content-Security-Policy',
            "  Content-Security-Policy: default-src 'none'; script-src 'self' blob:",
            '',
          ].join('\n'),
        ),
      ).toBe(true);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
