import {describe, expect, test} from 'vitest';
import {manifestMeta, manifestMetaName, readManifest} from './pageManifest';

const manifest = {v: 2 as const, first: 'search-index.first.0123abcd.json', text: 'search-index.text.4567ef01.json'};

/** The content attribute of the tag, as a browser reads it (the four entities manifestMeta may write). */
function contentOf(tag: string): string {
  const match = new RegExp(`^<meta name="${manifestMetaName}" content="([^"]*)">$`).exec(tag);
  if (!match) throw new Error(`not a manifest tag: ${tag}`);
  return match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the index manifest in the results page', () => {
  test('the tag the build writes reads back as the same manifest', () => {
    expect(readManifest(contentOf(manifestMeta(manifest)))).toEqual(manifest);
  });

  test('names that need escaping stay inside the attribute and read back whole', () => {
    const odd = {...manifest, first: 'a"b<c>&d.json'};
    const tag = manifestMeta(odd);
    expect(tag.match(/"/g)).toHaveLength(4);
    expect(readManifest(contentOf(tag))).toEqual(odd);
  });

  test('no tag, a malformed tag or another version gives nothing, so the manifest is fetched instead', () => {
    expect(readManifest(null)).toBeUndefined();
    expect(readManifest('')).toBeUndefined();
    expect(readManifest('{not json')).toBeUndefined();
    expect(readManifest('null')).toBeUndefined();
    expect(readManifest('{"v":1,"first":"a","text":"b"}')).toBeUndefined();
    expect(readManifest('{"v":2,"first":"a"}')).toBeUndefined();
  });
});
