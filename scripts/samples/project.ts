import path from 'node:path';
import {checkedLanguages, parseMeta, type CodeBlock} from './extract';
import {wantsTwin} from '../../plugins/javascript-twins/remarkJavaScriptTwins';

/** A code block turned into a file of its page's virtual project. */
export type SampleFile = {
  /** Path inside the page's project, e.g. `src/app/store.ts`. */
  name: string;
  code: string;
  /** Where it came from, for error messages. */
  source: {file: string; line: number};
  run: boolean;
  /**
   * Whether types are checked too, or only the syntax. TypeScript blocks are always type-checked;
   * a JavaScript block is when it is a file of the page's project (it has a title): then a wrong
   * API name or argument fails, as in an editor with checkJs.
   */
  typeCheck: boolean;
  /** Whether the site shows this TypeScript block with a generated JavaScript twin (plugins/javascript-twins). */
  twin: boolean;
  /** What a run must print, when not the `// prints:` comments of `code` (a twin prints what its TypeScript says). */
  prints?: string[];
};

/** Problems found before compiling (a bad title, say), reported like compiler errors. */
export type SampleProblem = {file: string; line: number; message: string};

/**
 * Turns one page's code blocks into the files of its virtual project. Titled blocks keep their
 * path, so they can import each other; an untitled block becomes a module of its own. When a page
 * shows the same file twice (a file that grows through a tutorial), the last version takes the
 * path and earlier ones are checked beside it as `name.v1.ts`, `name.v2.ts`, …
 */
export function pageProject(
  file: string,
  blocks: CodeBlock[],
  {twins = true}: {twins?: boolean} = {},
): {files: SampleFile[]; problems: SampleProblem[]} {
  const problems: SampleProblem[] = [];
  const byName = new Map<string, SampleFile[]>();
  for (const block of blocks) {
    const ext = checkedLanguages[block.lang];
    if (!ext) continue;
    const meta = parseMeta(block.meta);
    if (meta.fragment) continue;
    let name = `__block_L${block.line}.${ext}`;
    if (meta.title !== undefined) {
      const normalized = path.posix.normalize(meta.title);
      if (
        normalized.startsWith('..') ||
        path.posix.isAbsolute(normalized) ||
        !/\.(ts|tsx|js|jsx|mjs)$/.test(normalized)
      ) {
        problems.push({
          file,
          line: block.line,
          message: `title "${meta.title}" must be a relative .ts/.tsx/.js/.jsx path inside the project`,
        });
        continue;
      }
      name = normalized;
    }
    // An untitled block with no import or export would share the global scope with every other one.
    const isModule = /^\s*(import|export)\s/m.test(block.code);
    const code = isModule || meta.title !== undefined ? block.code : `${block.code}\nexport {};\n`;
    const typeCheck = ext === 'ts' || ext === 'tsx' || meta.title !== undefined;
    const entry: SampleFile = {
      name,
      code,
      source: {file, line: block.line},
      run: meta.run,
      typeCheck,
      twin: twins && wantsTwin(block.lang, block.meta),
    };
    byName.set(name, [...(byName.get(name) ?? []), entry]);
  }
  const files: SampleFile[] = [];
  for (const [name, versions] of byName) {
    versions.forEach((version, index) => {
      const isLast = index === versions.length - 1;
      const versionName = isLast ? name : name.replace(/(\.d)?\.(tsx?|jsx?|mjs)$/, `.v${index + 1}$1.$2`);
      files.push({...version, name: versionName});
    });
  }
  return {files, problems};
}
