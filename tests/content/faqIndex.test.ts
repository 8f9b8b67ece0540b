import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const faqDir = path.resolve(__dirname, '../../docs/faq');
const pages = readdirSync(faqDir).filter((file) => file.endsWith('.mdx') && file !== 'index.mdx');

/**
 * Each FAQ page's questions: its `##` headings with their fixed ids. The first id of the comment
 * is the heading's own; further ids keep older links working (plugins/heading-aliases).
 */
function questionsOf(file: string): Array<{text: string; id: string}> {
  return [
    ...readFileSync(path.join(faqDir, file), 'utf8').matchAll(
      /^## (.+?) \{\/\* #([a-z0-9-]+)(?: #[a-z0-9-]+)* \*\/\}$/gm,
    ),
  ].map(([, text, id]) => ({text: text!, id: id!}));
}

describe('the FAQ index', () => {
  const index = readFileSync(path.join(faqDir, 'index.mdx'), 'utf8');
  const links = [...index.matchAll(/^- \[(.+)\]\(\/faq\/([a-z-]+)#([a-z0-9-]+)\)$/gm)].map(([, text, page, id]) => ({
    text: text!,
    page: page!,
    id: id!,
  }));

  it('lists every question of every FAQ page, with the wording of its heading', () => {
    const expected = pages.flatMap((file) =>
      questionsOf(file).map(({text, id}) => ({text, page: file.replace(/\.mdx$/, ''), id})),
    );
    expect(expected.length).toBeGreaterThan(40);
    expect([...links].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...expected].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('every FAQ heading has a fixed id, so links to answers survive rewording', () => {
    for (const file of pages) {
      const headings = readFileSync(path.join(faqDir, file), 'utf8').match(/^## .+$/gm) ?? [];
      expect(headings.length, file).toBe(questionsOf(file).length);
    }
  });
});
