import {parseMeta, type CodeBlock} from './extract';
import type {SampleProblem} from './project';

/**
 * The widest code line, in characters, that a page's code block shows without scrolling sideways
 * on a 1440 px desktop with the table of contents open. Measured in Chromium against a production
 * build: the content column is 823 px, the code's text 791 px of it (16 px padding each side), and
 * the code font (14.72 px monospace) draws 8.83 px per character, so 89 characters fit. 80 leaves
 * room for the copy button that sits over the right end of the first line, and is Prettier's
 * usual width. (At 1280 px the column holds 75.)
 */
export const codeLineLimit = 80;

/** Length in characters as a reader sees them (code points, so an emoji counts once). */
const visibleLength = (line: string) => [...line.replace(/\t/g, '  ')].length;

/**
 * Every code line over the limit in a page's fenced blocks, whatever their language. A `diff` line
 * is measured without its `+`/`-`/space marker, so a file formatted at the limit can be diffed
 * (the marker column still fits: see above). A block whose meta has the word `wide` may hold lines
 * that cannot break (a URL, a string the sample must show whole) and is not measured.
 */
export function overWideLines(page: string, blocks: CodeBlock[], limit = codeLineLimit): SampleProblem[] {
  const problems: SampleProblem[] = [];
  for (const block of blocks) {
    if (parseMeta(block.meta).wide) continue;
    const marker = block.lang === 'diff' ? 1 : 0;
    block.code.split('\n').forEach((line, index) => {
      const length = visibleLength(line.slice(marker));
      if (length > limit)
        problems.push({
          file: page,
          line: block.line + index,
          message: `code line is ${length} characters, over the ${limit} that fit the page: break it, or mark a block whose line cannot break \`wide\``,
        });
    });
  }
  return problems;
}
