import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The light code theme: GitHub-like, with every token colour at 4.5:1 or more on the code
 * background, also on a highlighted line (prism-react-renderer's github theme has several that
 * fall short, which axe reports as serious).
 */
export const accessibleLightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char', 'regex', 'template-string'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'builtin', 'rule'], style: {color: '#a40e26'}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: '#6639ba'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url'], style: {color: '#0550ae'}},
    {
      types: [
        'property',
        'attr-name',
        'tag',
        'variable',
        'parameter',
        'literal-property',
        'dom',
        'assign-left',
        'property-access',
      ],
      style: {color: '#953800'},
    },
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

/**
 * The dark code theme: VS Dark, with its too-dark constant colour raised to 4.5:1 or more, and
 * its plain text in VS Code's default foreground (#d4d4d4), the colour of its punctuation and
 * operators, so those need no markup of their own (plugins/static-highlight/plainTokens.ts).
 */
export const accessibleDarkCodeTheme: PrismTheme = {
  ...themes.vsDark,
  plain: {...themes.vsDark.plain, color: 'rgb(212, 212, 212)'},
  styles: [...themes.vsDark.styles, {types: ['constant'], style: {color: '#4fc1ff'}}],
};
