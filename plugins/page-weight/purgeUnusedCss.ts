/**
 * Removes the rules of a stylesheet that no page can use: a rule whose selectors each name a
 * class that appears nowhere in the built site (no HTML page, no script). Class names that the
 * app builds at run time are in its scripts as strings, and content classes are in the HTML, so
 * a class found in neither cannot be on any element. Selectors with functional pseudo-classes
 * (`:not()`, `:is()`, `:where()`, `:has()`) are kept as they are: a missing class inside them
 * does not make them dead.
 */
export function purgeUnusedRules(css: string, usedWords: Set<string>): string {
  const pruned = css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectorList: string, body: string) => {
    if (selectorList.trim().startsWith('@')) return rule;
    const kept = selectorList.split(',').filter((selector) => {
      if (/:(not|is|where|has|matches)\(/.test(selector)) return true;
      return [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].every(([, name]) => usedWords.has(name!));
    });
    return kept.length === 0 ? '' : `${kept.join(',')}{${body}}`;
  });
  // At-rules left with nothing inside (a media query whose rules all went).
  let result = pruned;
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(/@(media|supports|container)[^{}]*\{\s*\}/g, '');
  }
  return result;
}

/** The words (identifier-like tokens) of the built pages and scripts: every class name any of them can set. */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(/-?[A-Za-z_][\w-]*/g) ?? []) words.add(word);
  return words;
}
