/** A fenced code block found in a Markdown/MDX file. */
export type CodeBlock = {
  /** The language after the opening fence (`ts`, `tsx`, `bash`…), lower-cased; '' when none. */
  lang: string;
  /** Everything after the language on the opening fence line. */
  meta: string;
  /** The block's content, with the fence's indentation removed. */
  code: string;
  /** 1-based line number of the block's first content line in its file. */
  line: number;
};

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/**
 * Finds the fenced code blocks of a Markdown/MDX source. Written by hand rather than with a full
 * MDX parser because the checker needs exact line numbers and must not choke on a page whose MDX
 * is temporarily invalid; fences are the only syntax it has to understand (CommonMark rules:
 * a closing fence uses the same character, at least as long, with nothing after it).
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    // A backtick fence's info string may not contain backticks (CommonMark); such a line is inline code.
    if (fence.startsWith('`') && meta.includes('`')) continue;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]!); j++) {
      const text = lines[j]!;
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
    }
    blocks.push({lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n'), line: i + 2});
    i = j;
  }
  return blocks;
}

/**
 * The example project named by a page's `sample_project` front matter, if any: the page's titled
 * blocks are files of that project, and what they import that the page does not show (another
 * file of the app, a package the site does not pin) comes from the project. One flat
 * `key: value` line; no YAML parser needed.
 */
export function sampleProjectDir(source: string): string | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1];
  const value = frontMatter && /^sample_project:[ \t]*(.+?)[ \t]*$/m.exec(frontMatter)?.[1];
  return value ? value.replace(/^(['"])(.*)\1$/, '$2') : undefined;
}

/** The parts of a block's meta string that the checker reads. */
export type BlockMeta = {title?: string; fragment: boolean; run: boolean; wide: boolean};

/** Reads `title="…"` and the `fragment` / `run` / `wide` flags from a block's meta string. */
export function parseMeta(meta: string): BlockMeta {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const rest = meta.replace(/\b\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ').split(/\s+/);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    fragment: rest.includes('fragment'),
    run: rest.includes('run'),
    wide: rest.includes('wide'),
  };
}

/** The languages whose blocks are checked, mapped to the file extension they compile as. */
export const checkedLanguages: Readonly<Record<string, 'ts' | 'tsx' | 'js' | 'jsx'>> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** The `// prints: …` expectations of a runnable block, in order. */
export function expectedOutput(code: string): string[] {
  return code
    .split('\n')
    .map((line) => /\/\/\s*prints:\s?(.*)$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined)
    .map((text) => text.trimEnd());
}
