import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
// Docusaurus's own heading-id plugin, to prove the two plugins agree on which id is the heading's.
import docusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings';
import remarkHeadingAliases, {ALIASES_PROP, TITLE_ALIASES_KEY} from './remarkHeadingAliases';
import {faqInboundAnchors} from '../../tests/e2e/every-page/faq-inbound-anchors';

/** Compiles MDX the way the site does for these two steps: our plugin, then Docusaurus's ids. */
async function compileMdx(source: string, frontMatter?: Record<string, unknown>): Promise<string> {
  const headings =
    (docusaurusHeadings as unknown as {default?: typeof docusaurusHeadings}).default ?? docusaurusHeadings;
  // Docusaurus hands the parsed front matter to remark plugins as the file's data.
  const file = {value: source, data: {frontMatter: frontMatter ?? {}}};
  const output = await compile(file, {remarkPlugins: [remarkHeadingAliases, [headings, {anchorsMaintainCase: false}]]});
  return String(output);
}

describe('heading aliases (plugins/heading-aliases)', () => {
  it('keeps the first id of the comment as the heading id and passes the others on as aliases', async () => {
    const js = await compileMdx(
      '## When should I use Redux? {/* #when-should-i-use-redux #when-is-redux-worth-it #old */}\n\nText.\n',
    );
    expect(js).toMatch(/id: "when-should-i-use-redux"/);
    expect(js).toContain(`"${ALIASES_PROP}": "when-is-redux-worth-it old"`);
    // The comment is gone from the heading's text
    expect(js).toMatch(/children: "When should I use Redux\?"/);
  });

  it('leaves headings with a single id alone', async () => {
    const js = await compileMdx('## Plain question {/* #plain-question */}\n\n### Slugged\n');
    expect(js).toMatch(/id: "plain-question"/);
    expect(js).not.toContain(ALIASES_PROP);
  });

  it('fails the build when two headings of a page claim the same id', async () => {
    await expect(compileMdx('## One {/* #one #shared */}\n\n## Two {/* #two #shared */}\n')).rejects.toThrow(
      /"shared" is given to more than one heading/,
    );
    await expect(compileMdx('## One {/* #one */}\n\n## Two {/* #two #one */}\n')).rejects.toThrow(/"one"/);
  });

  it('fails the build on an id that is not a plain slug', async () => {
    await expect(compileMdx('## One {/* #one #no/slash */}\n')).rejects.toThrow(/not a valid id/);
    await expect(compileMdx('## One {/* #one #no.dot */}\n')).rejects.toThrow(/not a valid id/);
  });

  // Docusaurus slugs keep non-ASCII letters, so published links carry them: the public Middleware
  // page's `#attempt-6-naïvely-applying-the-middleware`. The link matches only the composed form.
  it('accepts an id with non-ASCII letters in composed form, and rejects the decomposed form', async () => {
    const composed = 'attempt-6-na\u00efvely-applying-the-middleware';
    const js = await compileMdx(`## Chaining {/* #chaining #${composed} */}\n`);
    expect(js).toContain(`"${ALIASES_PROP}": "${composed}"`);
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    await expect(compileMdx(`## Chaining {/* #chaining #${decomposed} */}\n`)).rejects.toThrow(/not a valid id/);
    // Hangul decomposes into letters only, so only the composed-form check tells the two apart.
    const hangul = '\uac00\uc774\ub4dc';
    await expect(compileMdx(`## Guide {/* #guide #${hangul} */}\n`)).resolves.toContain(hangul);
    await expect(compileMdx(`## Guide {/* #guide #${hangul.normalize('NFD')} */}\n`)).rejects.toThrow(/not a valid id/);
  });

  it(`checks the ids a page gives its title in ${TITLE_ALIASES_KEY}`, async () => {
    await expect(compileMdx('## One\n', {[TITLE_ALIASES_KEY]: ['redux-faq-actions', 'introduction']})).resolves.toMatch(
      /id: "one"/,
    );
    await expect(
      compileMdx('## One {/* #one #introduction */}\n', {[TITLE_ALIASES_KEY]: ['introduction']}),
    ).rejects.toThrow(/"introduction" is given to more than one heading/);
    await expect(compileMdx('## One\n', {[TITLE_ALIASES_KEY]: ['no space']})).rejects.toThrow(/not a valid id/);
    await expect(compileMdx('## One\n', {[TITLE_ALIASES_KEY]: 'introduction'})).rejects.toThrow(
      /must be a list of ids/,
    );
  });
});

describe('old links to FAQ answers', () => {
  const faqDir = path.resolve(__dirname, '../../docs/faq');
  /** Every id a page's `##`/`###` headings answer to: [heading text, ids (own first)]. */
  const headingsOf = (page: string) =>
    [
      ...readFileSync(path.join(faqDir, `${page}.mdx`), 'utf8').matchAll(
        /^#{2,3} (.+?) \{\/\* ((?:#[\w-]+ ?)+) \*\/\}$/gm,
      ),
    ].map(([, text, ids]) => ({
      text: text!,
      ids: ids!
        .trim()
        .split(' ')
        .map((id) => id.slice(1)),
    }));

  it('lists the 61 published links', () => {
    expect(faqInboundAnchors).toHaveLength(61);
    expect(new Set(faqInboundAnchors).size).toBe(61);
  });

  for (const url of faqInboundAnchors) {
    const [, page, id] = /^\/faq\/([a-z-]+)#(.+)$/.exec(url)!;
    it(`${url} is an id of exactly one question on its page`, () => {
      const matches = headingsOf(page!).filter(({ids}) => ids.includes(id!));
      expect(matches, `headings of /faq/${page} answering to #${id}`).toHaveLength(1);
    });
  }
});
