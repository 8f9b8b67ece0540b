import type {PrismTheme} from 'prism-react-renderer';

type Themes = {light: PrismTheme; dark: PrismTheme};

/**
 * Which token types look exactly like the block's plain text in every theme, for one language.
 *
 * Such a token needs no `<span class="token …">` of its own: it is merged into the plain text
 * around it. Punctuation and operators are most of the tokens of TypeScript code (2,900 of the
 * 5,200 spans of the Writing Tests page), and both themes draw them in the plain colour; their
 * spans were a third of a long page's code markup.
 */
export function plainLookingTypes(themes: Themes, language: string): (type: string) => boolean {
  const cache = new Map<string, boolean>();
  return (type) => {
    let plain = cache.get(type);
    if (plain === undefined) {
      plain = [themes.light, themes.dark].every((theme) => looksPlain(theme, type, language));
      cache.set(type, plain);
    }
    return plain;
  };
}

/** Whether the theme's rules for `type` (in this language) set nothing but the plain colour. */
function looksPlain(theme: PrismTheme, type: string, language: string): boolean {
  if (type === 'plain') return true;
  for (const entry of theme.styles) {
    if (!entry.types.includes(type)) continue;
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const [property, value] of Object.entries(entry.style)) {
      if (value === undefined || value === null) continue;
      if (property !== 'color' || !sameColour(String(value), theme.plain.color ?? '')) return false;
    }
  }
  return true;
}

/** Colours compared as written, ignoring case and spaces (`rgb(212, 212, 212)` = `rgb(212,212,212)`). */
function sameColour(a: string, b: string): boolean {
  const normal = (colour: string) => colour.toLowerCase().replace(/\s+/g, '');
  return normal(a) === normal(b);
}
