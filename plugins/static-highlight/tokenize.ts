import {Prism, normalizeTokens} from 'prism-react-renderer';
import {encodeTokens, type Token} from '../../src/codeHighlight/tokenFormat';

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
export function tokenizeCode(code: string, language: string): string | undefined {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return undefined;
  const env = {code, grammar, language: language.toLowerCase(), tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return encodeTokens(normalizeTokens(env.tokens) as Token[][]);
}
