import {hasTypeScriptSyntax, toJavaScript} from './toJavaScript';

/** The language of a TypeScript file name (`.ts` or `.tsx`, not a declaration file), if it is one. */
export function typescriptLanguage(file: string): 'ts' | 'tsx' | undefined {
  if (/\.d\.[cm]?ts$/.test(file)) return undefined;
  return file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : undefined;
}

/** A TypeScript file's JavaScript name: `.ts` → `.js`, `.tsx` → `.jsx`; any other name as it is. */
export function javascriptName(file: string): string {
  return typescriptLanguage(file) ? file.replace(/\.ts(x?)$/, '.js$1') : file;
}

const converted = new Map<string, Promise<string>>();

/**
 * A whole TypeScript file in JavaScript, as a JavaScript reader has it: the file's twin
 * (./toJavaScript: types erased, comments and blank lines kept, Prettier in the site's style);
 * a file with no TypeScript syntax as it is, since the page shows such a sample without a twin
 * and the reader copies it as it is; and `''` for a file of nothing but types, which a
 * JavaScript project does not have. Both the downloads' JavaScript editions and the diff blocks'
 * twins are made with this, so a reader who applies the JavaScript diffs to a JavaScript download
 * gets exactly the next JavaScript download.
 *
 * The same file occurs in many checkpoints and pages: each text is converted once per process.
 */
export function javascriptFile(code: string, lang: 'ts' | 'tsx'): Promise<string> {
  const key = `${lang}\0${code}`;
  let result = converted.get(key);
  if (!result) {
    result = hasTypeScriptSyntax(code, lang)
      ? toJavaScript(code, lang).then((javascript) => (javascript === undefined ? '' : `${javascript}\n`))
      : Promise.resolve(code);
    converted.set(key, result);
  }
  return result;
}
