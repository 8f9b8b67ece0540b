/**
 * A page's length as the content plan measures it: `wc -w` of the .mdx source (runs of
 * non-whitespace), code and front matter included, but not the ids that keep old links working
 * (plugins/heading-aliases): a heading's id comment (`{/* #id #old-id … *\/}`) and the
 * `title_anchor_aliases` front matter line. Those are invisible anchors, not text a reader reads;
 * counting them would make a page shorter for each published link it keeps. The `keywords` line is
 * search metadata: a symptom added for search does not lengthen the page. A picture in light
 * and dark variants (`<ThemedImage alt=… sources={{…}} … />` and the imports it needs) counts as
 * the Markdown image it replaced, `![alt](file)`: its attributes are markup, not reading.
 * Inside code blocks, a run with no letter or digit (`//`, `*`, `}`, `=>`) is not a word: those
 * are layout, whose count changes with the width samples are formatted at (80 columns), not with
 * what the sample says.
 */
export function pageWords(source: string): number {
  const withoutIds = source
    .replace(/\{\/\*\s*#[^*]*\*\/\}/g, '')
    .replace(/^title_anchor_aliases:.*$/m, '')
    .replace(/^keywords:.*$/m, '')
    .replace(/^import (ThemedImage|useBaseUrl) from .*$/gm, '')
    .replace(/<ThemedImage\s[^>]*?\balt="([^"]*)"[\s\S]*?\/>/g, (_, alt: string) => `![${alt}](file)`);
  const codeBodies = /^(\s*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\2\s*$/gm;
  const codeLayout = [...withoutIds.matchAll(codeBodies)]
    .flatMap((block) => block[3]!.split(/\s+/))
    .filter((run) => run !== '' && !/[\p{L}\p{N}]/u.test(run)).length;
  return withoutIds.split(/\s+/).filter(Boolean).length - codeLayout;
}
