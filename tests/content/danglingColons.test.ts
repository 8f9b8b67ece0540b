import {describe, expect, it} from 'vitest';
import {docsPages} from './docsPages';

/**
 * A sentence that ends in a colon promises what follows: a code block, a list, a picture, a
 * diagram, a table, a note or a bold label. A colon followed by an ordinary paragraph or a
 * heading is left over from something removed, such as a screenshot.
 */
const announced = /^\s*(```|[-*] |\d+\. |<|\||:::|>|!\[|\{|\*\*[^*]+:?\*\*)/;

/** `line: text` of each prose line that ends in a colon with nothing announced after it. */
export function danglingColons(source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  let inCode = false;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((line, index) => {
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      return;
    }
    if (line.trimStart().startsWith('```')) {
      inCode = !inCode;
      return;
    }
    const text = line.trim();
    if (inCode || !text.endsWith(':') || text.endsWith(':::') || /^([-*#|<>]|\d+\.)/.test(text)) return;
    const next = lines.slice(index + 1).find((following) => following.trim() !== '') ?? '';
    if (!announced.test(next)) found.push(`${index + 1}: …${text.slice(-50)}`);
  });
  return found;
}

describe('colons that announce something', () => {
  for (const page of docsPages.filter(({file}) => file.startsWith('tutorials/'))) {
    it(`docs/${page.file}: every sentence that ends in a colon is followed by what it announces`, () => {
      expect(danglingColons(page.source)).toEqual([]);
    });
  }

  it('finds a colon left before a paragraph or a heading, and accepts one before a block', () => {
    const page = [
      'The seeded todos appear:',
      '',
      'The input clears at once.',
      'Run the tests:',
      '',
      '```sh',
      'npm test',
      '```',
      'Before the next step:',
      '## Next',
      'It looks like this:',
      '<ThemedImage />',
      ':::',
    ].join('\n');
    expect(danglingColons(page)).toEqual(['1: …The seeded todos appear:', '9: …Before the next step:']);
  });
});
