import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import remarkRunSamples from './remarkRunSamples';

type Node = {type: string; lang?: string; meta?: string; value?: string; name?: string; children?: Node[]};

const fence = '```';
const code = (imports: string) =>
  [
    `import { legacy_createStore } from '${imports}'`,
    'console.log(typeof legacy_createStore)',
    '// prints: function',
  ].join('\n');

// The page is read from disk (its source, as the sample checker reads it), written under the
// site's folder, so its packages resolve from the site's node_modules.
const siteDir = process.cwd();
const pagesDir = path.join(siteDir, 'node_modules/.cache/run-samples-remark-test');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'run-samples-remark-'));
});
afterAll(async () => {
  await rm(dir, {recursive: true, force: true});
  await rm(pagesDir, {recursive: true, force: true});
});

/** Runs the remark plugin on a page of one `ts run` block (no twins) importing `imports`. */
async function transform(imports: string): Promise<Node> {
  await mkdir(pagesDir, {recursive: true});
  const file = path.join(pagesDir, `${imports.replace(/\W/g, '-')}.mdx`);
  const value = code(imports);
  await writeFile(file, `---\njavascript_twins: false\n---\n\n${fence}ts run\n${value}\n${fence}\n`);
  const tree: Node = {type: 'root', children: [{type: 'code', lang: 'ts', meta: 'run', value}]};
  const plugin = remarkRunSamples({baseUrl: '/', siteDir, cacheDir: dir});
  await plugin(tree as never, {path: file});
  return tree;
}

describe('remarkRunSamples', () => {
  it('gives a run block its Run and Edit buttons', async () => {
    const tree = await transform('redux');
    const wrapper = tree.children![0]!;
    expect(wrapper).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    expect(JSON.stringify(wrapper)).toContain('"value":"ts/__block_L6.js"');
    const buttons = wrapper.children![1]!.children!.map((button) => button.children![0]!.value);
    expect(buttons).toEqual(['Edit', 'Run']);
  });

  it('stops the build when a run block cannot have a button, naming its import', async () => {
    await expect(transform('redux-saga')).rejects.toThrow(
      /run-samples: .*redux-saga\.mdx: the run block starting "import \{ legacy_createStore \} from 'redux-saga'" can have no Run button: __block_L6\.ts imports redux-saga, which the browser runner does not bundle/,
    );
  });
});
