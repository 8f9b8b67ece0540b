import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../scripts/samples/extract';
import {codeLineLimit, overWideLines} from '../../scripts/samples/lineWidth';

const page = (fence: string, ...lines: string[]) => ['# A page', '', fence, ...lines, '```', ''].join('\n');
const longCall = `console.log(${'"a", '.repeat(14)}'end')`;

describe('the code line width check', () => {
  it('fails a code line over the limit with the page, the line and its length', () => {
    expect(longCall.length).toBeGreaterThan(codeLineLimit);
    const source = page('```ts', 'const ok = 1', longCall);
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(source))).toEqual([
      {
        file: 'docs/a.mdx',
        line: 5,
        message: expect.stringContaining(`code line is ${longCall.length} characters, over the 80`),
      },
    ]);
  });

  it('measures every language, shell commands and JSON too', () => {
    const command = `npm install ${'some-package '.repeat(6)}`;
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(page('```bash', command)))).toHaveLength(1);
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(page('```', command)))).toHaveLength(1);
  });

  it('measures a diff line without its marker', () => {
    const code = `// ${'d'.repeat(codeLineLimit - 3)}`;
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(page('```diff', `+${code}`, ` ${code}`)))).toEqual([]);
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(page('```diff', `+${code}x`)))).toHaveLength(1);
  });

  it('passes a line of exactly the limit', () => {
    const line = `// ${'x'.repeat(codeLineLimit - 3)}`;
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(page('```ts', line)))).toEqual([]);
  });

  it('passes a long line in a block marked wide, and only in that block', () => {
    const url = `// https://example.com/${'segment/'.repeat(10)}`;
    const source = page('```ts wide', url) + page('```ts title="src/b.ts"', url);
    const problems = overWideLines('docs/a.mdx', extractCodeBlocks(source));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(9);
  });

  it('counts characters, not UTF-16 units', () => {
    const line = `// ${'🙂'.repeat(codeLineLimit - 3)}`;
    expect(overWideLines('docs/a.mdx', extractCodeBlocks(page('```ts', line)))).toEqual([]);
  });
});
