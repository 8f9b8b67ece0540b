import {describe, expect, it} from 'vitest';
import {expectedOutput, extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';
import {pageProject} from '../../scripts/samples/project';

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with their language, meta and first content line', () => {
    const source = [
      '# Title',
      '',
      '```ts title="src/a.ts"',
      'export const a = 1',
      '```',
      'text',
      '```bash',
      'npm test',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(source)).toEqual([
      {lang: 'ts', meta: 'title="src/a.ts"', code: 'export const a = 1', line: 4},
      {lang: 'bash', meta: '', code: 'npm test', line: 8},
    ]);
  });

  it('keeps a shorter fence inside a longer one as content', () => {
    const source = ['````mdx', '```ts', 'const x = 1', '```', '````'].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.code).toBe('```ts\nconst x = 1\n```');
  });

  it('removes the indentation of an indented fence (inside tabs)', () => {
    const source = ['  ```tsx', '  const el = <div />', '    nested()', '  ```'].join('\n');
    expect(extractCodeBlocks(source)[0]!.code).toBe('const el = <div />\n  nested()');
  });
});

describe('parseMeta', () => {
  it('reads the title and the fragment, run and wide words', () => {
    expect(parseMeta('title="src/app/store.ts" run')).toEqual({
      title: 'src/app/store.ts',
      fragment: false,
      run: true,
      wide: false,
    });
    expect(parseMeta('fragment showLineNumbers')).toEqual({title: undefined, fragment: true, run: false, wide: false});
    expect(parseMeta('bash wide')).toMatchObject({wide: true});
  });

  it('does not take a word inside the title for a flag', () => {
    expect(parseMeta('title="run wide fragment.ts"')).toEqual({
      title: 'run wide fragment.ts',
      fragment: false,
      run: false,
      wide: false,
    });
  });
});

describe('expectedOutput', () => {
  it('collects // prints: comments in order', () => {
    expect(expectedOutput('console.log(1) // prints: 1\n// prints: { value: 2 }\nconsole.log(3)')).toEqual([
      '1',
      '{ value: 2 }',
    ]);
  });
});

describe('pageProject', () => {
  const block = (code: string, meta = '', line = 1) => ({lang: 'ts', meta, code, line});

  it('skips fragments and other languages, and names untitled blocks by line', () => {
    const {files} = pageProject('docs/p.mdx', [
      block('let a = 1', 'fragment'),
      {...block('ls'), lang: 'bash'},
      block('const b = 2', '', 9),
    ]);
    expect(files.map((file) => file.name)).toEqual(['__block_L9.ts']);
    expect(files[0]!.code).toContain('export {}');
  });

  it('keeps the last version of a repeated file under its name and checks earlier ones beside it', () => {
    const {files} = pageProject('docs/p.mdx', [
      block('export const v = 1', 'title="src/x.ts"', 3),
      block('export const v = 2', 'title="src/x.ts"', 9),
    ]);
    expect(files.map((file) => [file.name, file.source.line])).toEqual([
      ['src/x.v1.ts', 3],
      ['src/x.ts', 9],
    ]);
  });

  it('rejects a title that leaves the project', () => {
    const {problems} = pageProject('docs/p.mdx', [block('export {}', 'title="../outside.ts"', 5)]);
    expect(problems).toEqual([
      {file: 'docs/p.mdx', line: 5, message: expect.stringContaining('relative .ts/.tsx/.js/.jsx path')},
    ]);
  });
});
