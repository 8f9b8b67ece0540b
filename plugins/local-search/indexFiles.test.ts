import {describe, expect, it} from 'vitest';
import type {FirstPart, IndexedPage, TextPart} from './client/indexFormat';
import {indexFiles, leadOf} from './indexFiles';

const pages: IndexedPage[] = [
  {
    u: '/a',
    t: 'A',
    d: 'About A.',
    c: '',
    w: 1,
    lang: 'en',
    tag: 'default',
    s: [
      {a: '', h: [], x: 'Lead text.'},
      {a: 'b', h: ['B'], x: 'Some prose about b.', code: ['useB']},
    ],
  },
];

describe('the index files', () => {
  it('split into a first part (no prose, an opening per section) and a text part, in the same order', () => {
    const {manifest, files} = indexFiles(pages);
    const first = JSON.parse(files[0]!.content) as FirstPart;
    const text = JSON.parse(files[1]!.content) as TextPart;
    expect(first.pages[0]!.s).toEqual([
      {a: '', h: [], l: ''},
      {a: 'b', h: ['B'], l: 'Some prose about b.'},
    ]);
    expect(text).toEqual({
      v: 2,
      first: manifest.first,
      x: [['Lead text.', 'Some prose about b.']],
      code: [['', 'useB']],
    });
  });

  it('are named by a hash of their content: the same content, the same names', () => {
    const one = indexFiles(pages);
    expect(indexFiles(structuredClone(pages)).manifest).toEqual(one.manifest);
    expect(one.manifest.first).toMatch(/^search-index\.first\.[0-9a-f]{12}\.json$/);
    expect(one.manifest.text).toMatch(/^search-index\.text\.[0-9a-f]{12}\.json$/);
    const changed = indexFiles([{...pages[0]!, t: 'A changed'}]);
    expect(changed.manifest.first).not.toBe(one.manifest.first);
  });

  it('cut a section opening at a word boundary', () => {
    expect(leadOf('one two three four', 10)).toBe('one two…');
    expect(leadOf('short', 10)).toBe('short');
  });
});
