import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, snippetWindow} from './highlight';

const terms = (...words: string[]) => new Set(words);

describe('highlighting never turns text into markup', () => {
  it('escapes the text and marks whole matched words', () => {
    expect(highlight('use <Provider> & subscribers', terms('subscrib')).value).toBe(
      'use &#60;Provider&#62; &#38; <mark>subscribers</mark>',
    );
  });

  it('marks camelCase names by their parts', () => {
    expect(highlight('call useAppSelector here', terms('selector')).value).toBe(
      'call <mark>useAppSelector</mark> here',
    );
  });

  it('treats regular-expression characters as plain text', () => {
    expect(highlight('a.b a+b', terms('a.b')).matched).toBe(false);
  });

  it('escapes quotes', () => {
    expect(escapeHtml(`"'`)).toBe('&#34;&#39;');
  });
});

describe('snippets', () => {
  it('cut around the densest matches at word boundaries, with one ellipsis at each cut end', () => {
    const text = `${'lorem '.repeat(100)}needle haystack ${'ipsum '.repeat(100)}`;
    const snippet = snippetWindow(text, terms('needl', 'haystack'), 60);
    expect(snippet).toMatch(/^…[^…]*needle haystack[^…]*…$/);
    expect(snippet.length).toBeLessThan(70);
  });

  it('keep a short text whole', () => {
    expect(snippetWindow('A short text.', terms('short'))).toBe('A short text.');
  });

  it('end in one ellipsis where the cut follows a full stop, not ".…"; an uncut end keeps its full stop', () => {
    // Every word ends a sentence, so wherever the window ends, it ends after a full stop.
    const text = `${'One. '.repeat(20)}haystack. ${'Two. '.repeat(40)}`.trim();
    const snippet = snippetWindow(text, terms('haystack'), 60);
    expect(snippet).toMatch(/Two…$/);
    expect(snippet).not.toMatch(/\.…/);
    expect(snippetWindow('Ends with a stop.', terms('stop'))).toBe('Ends with a stop.');
  });
});
