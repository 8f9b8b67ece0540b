import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import rehypeTableCards from './rehypeTableCards';

/** The HTML-ish JSX the page compiles to, whitespace collapsed. */
async function compiled(source: string): Promise<string> {
  const file = await compile(source, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableCards]});
  return String(file).replace(/\s+/g, ' ');
}

describe('rehypeTableCards', () => {
  it('labels each body cell of a three-column table with its column header, and marks the table', async () => {
    const js = await compiled(
      '| Name | Type | Meaning of `it` |\n| --- | --- | --- |\n| `reducer` | function | Returns the **next** state |\n| `enhancer` | function | Adds abilities |\n',
    );
    expect(js).toContain('className: "table--cards"');
    expect(js.match(/"data-label": "Name"/g)).toHaveLength(2);
    expect(js.match(/"data-label": "Type"/g)).toHaveLength(2);
    // The label is the header's text, without its markup.
    expect(js.match(/"data-label": "Meaning of it"/g)).toHaveLength(2);
  });

  it('leaves a two-column table alone: it fits a phone', async () => {
    const js = await compiled('| Code | Message |\n| --- | --- |\n| 1 | Oops |\n');
    expect(js).not.toContain('table--cards');
    expect(js).not.toContain('data-label');
  });
});
