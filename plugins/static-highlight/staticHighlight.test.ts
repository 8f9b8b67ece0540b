import {describe, expect, it} from 'vitest';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {decodeTokens, plainTokens} from './client/tokenFormat';
import {loadLanguages, tokenizeCode} from './tokenize';
import {tokenColourCss} from './themeCss';
import {plainLookingTypes} from './plainTokens';
import {tokensToHtml} from './client/tokensToHtml';
import {accessibleDarkCodeTheme, accessibleLightCodeTheme} from '../../config/prismLight';

const sample = `import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

// A comment, then a blank line above
export const slice = createSlice({
  name: 'todos',
  initialState: [] as string[],
  reducers: {
    todoAdded(state, action: PayloadAction<string>) {
      state.push(\`\${action.payload}!\`)
    },
  },
})`;

/** What prism-react-renderer's <Highlight> computes in the browser for the same code. */
function browserTokens(code: string, language: string) {
  return normalizeTokens(Prism.tokenize(code, Prism.languages[language]!));
}

describe('build-time code highlighting', () => {
  it('reproduces exactly the tokens Prism would compute in the browser', () => {
    for (const [code, language] of [
      [sample, 'tsx'],
      ['{\n  "name": "app",\n  "private": true\n}', 'json'],
      ['npm install @reduxjs/toolkit react-redux\n\necho "done" # comment', 'bash'],
      ['- const a = 1\n+ const a = 2', 'diff'],
    ] as const) {
      loadLanguages(['bash', 'diff', 'json']);
      const encoded = tokenizeCode(code, language);
      expect(encoded, language).toBeDefined();
      const expected = browserTokens(code, language).map((line) =>
        line
          .filter((token) => token.content !== '' || token.empty)
          .map(({types, content, empty}) => (empty ? {types, content, empty} : {types, content})),
      );
      expect(decodeTokens(code, encoded!), language).toEqual(expected);
    }
  });

  it('gives no tokens for a language Prism does not know, and refuses tokens that do not fit the code', () => {
    expect(tokenizeCode('anything', 'no-such-language')).toBeUndefined();
    const encoded = tokenizeCode('const a = 1', 'ts')!;
    expect(decodeTokens('const a = 12', encoded)).toBeUndefined();
    expect(decodeTokens('const a = 1\nmore', encoded)).toBeUndefined();
    expect(decodeTokens('const a = 1', 'garbage')).toBeUndefined();
    expect(plainTokens('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });

  it('turns both themes into CSS rules scoped to the colour mode, with language-specific rules more specific', () => {
    const css = tokenColourCss({light: accessibleLightCodeTheme, dark: accessibleDarkCodeTheme});
    expect(css).toContain("[data-theme='light'] .prism-code .token.keyword");
    expect(css).toMatch(/\[data-theme='light'\] \.prism-code \.token\.keyword[^{]*\{color:#a40e26\}/);
    expect(css).toContain("[data-theme='dark'] .prism-code.language-markup .token.tag");
    expect(css).toMatch(/\[data-theme='dark'\] \.prism-code \.token\.constant\{color:#4fc1ff\}/);
  });

  it('draws tokens that look like plain text in both themes (punctuation, operators) as plain text, without spans', () => {
    const themes = {light: accessibleLightCodeTheme, dark: accessibleDarkCodeTheme};
    const looksPlain = plainLookingTypes(themes, 'tsx');
    expect(['plain', 'punctuation', 'operator'].every(looksPlain)).toBe(true);
    expect(['keyword', 'string', 'function', 'comment'].some(looksPlain)).toBe(false);
    // In markup, the dark theme greys punctuation: there it keeps its span.
    expect(plainLookingTypes(themes, 'markup')('punctuation')).toBe(false);

    const code = 'const total = add(1, 2)';
    const lines = decodeTokens(code, tokenizeCode(code, 'ts', themes)!)!;
    expect(lines[0]!.map((token) => token.types.join(' '))).toEqual([
      'keyword',
      'plain',
      'function',
      'plain',
      'number',
      'plain',
      'number',
      'plain',
    ]);
    expect(lines[0]!.map((token) => token.content).join('')).toBe(code);
    const html = tokensToHtml(lines, {lineClassNames: {}});
    expect(html).toBe(
      '<div class="token-line"><span class="token keyword">const</span> total = <span class="token function">add</span>(<span class="token number">1</span>, <span class="token number">2</span>)<br></div>',
    );

    // A theme that colours punctuation keeps its spans.
    const coloured = {
      light: {
        ...accessibleLightCodeTheme,
        styles: [...accessibleLightCodeTheme.styles, {types: ['punctuation'], style: {color: '#ff0000'}}],
      },
      dark: accessibleDarkCodeTheme,
    };
    expect(
      decodeTokens(code, tokenizeCode(code, 'ts', coloured)!)![0]!.some((token) => token.types.includes('punctuation')),
    ).toBe(true);
  });
});
