/**
 * The compact form in which code-block tokens travel from the build (../tokenize.ts)
 * to the page (../theme/CodeBlock): highlighting happens once, at build time, so no
 * highlighter ships to the browser.
 *
 *   "<combo>;<combo>;…|<line>;<line>;…"   combo = a token's types joined by spaces
 *   line = "<comboIndex>.<length>,…"        (empty for an empty line)
 *
 * Lengths index into the code itself, which the page already has, so each token costs a few
 * bytes however long it is.
 */
export type Token = {types: string[]; content: string; empty?: boolean};

export function encodeTokens(lines: Token[][]): string {
  const combos: string[] = [];
  const comboIndex = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .filter((token) => token.content.length > 0 && !token.empty)
      .map((token) => {
        const combo = token.types.join(' ');
        let index = comboIndex.get(combo);
        if (index === undefined) {
          index = combos.length;
          combos.push(combo);
          comboIndex.set(combo, index);
        }
        return `${index}.${token.content.length}`;
      })
      .join(','),
  );
  return `${combos.join(';')}|${encodedLines.join(';')}`;
}

/**
 * Rebuilds the token lines of `code` from their encoded form. Returns undefined when the tokens
 * do not describe this code (different line count or lengths), so the caller can fall back to
 * plain text rather than show garbled code.
 */
export function decodeTokens(code: string, encoded: string): Token[][] | undefined {
  const bar = encoded.indexOf('|');
  if (bar < 0) return undefined;
  const combos = encoded
    .slice(0, bar)
    .split(';')
    .map((combo) => combo.split(' '));
  const encodedLines = encoded.slice(bar + 1).split(';');
  const codeLines = code.split('\n');
  if (encodedLines.length !== codeLines.length) return undefined;
  const result: Token[][] = [];
  for (let i = 0; i < codeLines.length; i++) {
    const text = codeLines[i]!;
    if (text === '') {
      if (encodedLines[i] !== '') return undefined;
      result.push([{types: ['plain'], content: '\n', empty: true}]);
      continue;
    }
    const line: Token[] = [];
    let offset = 0;
    for (const part of encodedLines[i]!.split(',')) {
      const [comboText, lengthText] = part.split('.');
      const types = combos[Number(comboText)];
      const length = Number(lengthText);
      if (!types || !Number.isInteger(length) || length <= 0) return undefined;
      line.push({types, content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length) return undefined;
    result.push(line);
  }
  return result;
}

/** Plain, unhighlighted lines: what a block without build-time tokens shows. */
export function plainTokens(code: string): Token[][] {
  return code
    .split('\n')
    .map((text) =>
      text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}],
    );
}
