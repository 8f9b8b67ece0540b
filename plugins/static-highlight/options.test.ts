import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {accessibleDarkCodeTheme, accessibleLightCodeTheme} from '../../config/prismLight';
import {withOptions} from '../_shared/withOptions';
import staticHighlight from './index';
import remarkStaticHighlight from './remarkStaticHighlight';

const themes = {light: accessibleLightCodeTheme, dark: accessibleDarkCodeTheme};

describe('static-highlight options', () => {
  it('accepts the site’s themes and languages', () => {
    expect(() =>
      withOptions(staticHighlight, {themes, additionalLanguages: ['bash']})({
        generatedFilesDir: '/tmp/static-highlight-options',
      } as LoadContext),
    ).not.toThrow();
    expect(() => remarkStaticHighlight({themes, additionalLanguages: ['bash']})).not.toThrow();
  });

  it('fails with a clear message without themes, with a theme that is not a Prism theme, or with a bad language name', () => {
    expect(() => withOptions(staticHighlight, {} as never)).toThrow(
      'staticHighlight: invalid options: "themes" is required',
    );
    expect(() => withOptions(staticHighlight, {themes: {light: themes.light, dark: {plain: {}}}} as never)).toThrow(
      '"themes.dark.styles" is required',
    );
    expect(() => remarkStaticHighlight({themes, additionalLanguages: ['Bash Script']})).toThrow(
      /remarkStaticHighlight: invalid options: "additionalLanguages\[0\]" .* fails to match/,
    );
  });
});
