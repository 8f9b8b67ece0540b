import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {encodeTokens, type Token} from './client/tokenFormat';
import {plainLookingTypes} from './plainTokens';

let loadedLanguages = '';

/**
 * Adds Prism grammars beyond those bundled with prism-react-renderer, the way Docusaurus's own
 * client module does (prismjs's language files expect a global `Prism`).
 */
export function loadLanguages(additionalLanguages: readonly string[]): void {
  const key = additionalLanguages.join(',');
  if (key === loadedLanguages) return;
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  for (const language of additionalLanguages) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  }
  global.Prism = previous;
  loadedLanguages = key;
}

/**
 * Tokenizes code exactly as prism-react-renderer's <Highlight> does in the browser (same
 * grammar lookup, hooks and normalisation), and returns the encoded tokens; undefined when
 * Prism has no grammar for the language (the block then shows plain text, as it would anyway).
 */
export function tokenizeCode(
  code: string,
  language: string,
  themes?: {light: PrismTheme; dark: PrismTheme},
): string | undefined {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return undefined;
  const env = {code, grammar, language: language.toLowerCase(), tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  const lines = normalizeTokens(env.tokens) as Token[][];
  return encodeTokens(
    themes ? lines.map((line) => mergePlainLooking(line, plainLookingTypes(themes, env.language))) : lines,
  );
}

/** Tokens that look like plain text in every theme become plain text, merged with their plain neighbours. */
function mergePlainLooking(line: Token[], looksPlain: (type: string) => boolean): Token[] {
  const merged: Token[] = [];
  for (const token of line) {
    const plain = !token.empty && token.types.every(looksPlain);
    const previous = merged[merged.length - 1];
    if (plain && previous && !previous.empty && previous.types.length === 1 && previous.types[0] === 'plain') {
      previous.content += token.content;
    } else {
      merged.push(plain ? {types: ['plain'], content: token.content} : token);
    }
  }
  return merged;
}
