import {describe, expect, it} from 'vitest';
import {extractSource} from './extractSource';

const meta = {u: '/guide', t: 'Guide', d: 'A guide.', c: 'Usage', lang: 'en', tag: 'docs-default-current'};

describe('the dev server’s extractor (Markdown sources)', () => {
  it('splits at h2/h3 with Docusaurus’s ids, keeps prose apart from code, and skips imports and JSX expressions', () => {
    const markdown = [
      '---',
      'title: Guide',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'The lead, with `inline code`.',
      '',
      '## Setting up the store {/* #setup */}',
      '',
      'Create it:',
      '',
      '```ts',
      'export const store = configureStore({reducer})',
      'export type RootState = ReturnType<typeof store.getState>',
      '```',
      '',
      '### `useAppSelector`',
      '',
      '| Symptom | Fix |',
      '| --- | --- |',
      '| Nothing happens | Dispatch it |',
    ].join('\n');
    expect(extractSource(markdown, meta).s).toEqual([
      {a: '', h: [], x: 'The lead, with inline code.'},
      {
        a: 'setup',
        h: ['Setting up the store'],
        n: ['RootState'],
        x: 'Create it:',
        code: ['configureStore', 'ReturnType', 'getState'],
      },
      {a: 'useappselector', h: ['Setting up the store', 'useAppSelector'], n: ['useAppSelector'], x: 'Symptom Fix'},
      {a: 'useappselector', h: ['Setting up the store', 'useAppSelector'], x: 'Nothing happens Dispatch it', f: 1},
    ]);
  });
});
