import type {Token} from './tokenFormat';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type LineClasses = {
  /** Extra classes per line index (highlighted lines), as Docusaurus computes them. */
  lineClassNames: Record<number, string[] | undefined>;
  /** Class names for numbered lines, or undefined when the block has no line numbers. */
  numbered?: {line: string; number: string; content: string};
};

/**
 * The markup Docusaurus's CodeBlock/Line draws for highlighted lines (`token-line` rows of
 * `token <types>` spans, each row ending in a <br>), as one HTML string. Setting it with
 * dangerouslySetInnerHTML means hydration handles one element per code block instead of one
 * component per token: the tokens were 80% of the elements on a long tutorial page.
 */
export function tokensToHtml(lines: Token[][], {lineClassNames, numbered}: LineClasses): string {
  let html = '';
  lines.forEach((line, index) => {
    const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
    let tokens = '';
    for (const token of line) {
      // An empty line arrives as one newline token; the <br> already ends the row.
      const content = token.empty ? '' : token.content;
      // Plain text has no colour of its own (it takes the block's): no span needed.
      tokens +=
        token.types.length === 1 && token.types[0] === 'plain'
          ? escapeHtml(content)
          : `<span class="token ${token.types.join(' ')}">${escapeHtml(content)}</span>`;
    }
    const body = numbered
      ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${tokens}</span>`
      : tokens;
    html += `<div class="${classes}">${body}<br></div>`;
  });
  return html;
}
