/**
 * A small tokenizer for JavaScript and TypeScript, enough for two jobs of the editor (see
 * ../README.md): colour the code with the site's Prism token classes, and find an edited block's
 * import specifiers. It never throws: code being typed is often incomplete, and an unclosed string
 * or comment simply runs to the end. It tells a regular expression from a division by the token
 * before it, as most highlighters do.
 */

export type TokenType =
  | 'comment'
  | 'string'
  | 'template-string'
  | 'regex'
  | 'number'
  | 'keyword'
  | 'boolean'
  | 'function'
  | 'class-name'
  | 'identifier'
  | 'operator'
  | 'punctuation';

export type Token = {type: TokenType; start: number; end: number};

const keywords = new Set(
  (
    'abstract as async await break case catch class const continue debugger declare default delete do ' +
    'else enum export extends finally for from function get if implements import in instanceof interface ' +
    'keyof let new null of private protected public readonly return satisfies set static super switch ' +
    'this throw try type typeof undefined var void while with yield'
  ).split(' '),
);

/** After these, a `/` starts a regular expression rather than dividing. */
const beforeRegexKeywords = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const identifierStart = /[A-Za-z_$\u00a0-\uffff]/;
const identifierPart = /[\w$\u00a0-\uffff]/;

/** The tokens of a piece of code, white space left out. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  /** Template literals being read: the brace depth at which each one's `${` was opened. */
  const templates: number[] = [];
  let depth = 0;
  const push = (type: TokenType, start: number, end: number) => {
    tokens.push({type, start, end});
    at = end;
  };
  const significant = () => {
    for (let index = tokens.length - 1; index >= 0; index--)
      if (tokens[index]!.type !== 'comment') return tokens[index];
    return undefined;
  };
  /** Reads a template literal's text from `from` to its end or its next `${`. */
  const templatePart = (from: number) => {
    let index = from + 1;
    while (index < code.length) {
      if (code[index] === '\\') index += 2;
      else if (code[index] === '`') {
        push('template-string', from, index + 1);
        return;
      } else if (code[index] === '$' && code[index + 1] === '{') {
        push('template-string', from, index + 2);
        templates.push(depth);
        depth++;
        return;
      } else index++;
    }
    push('template-string', from, code.length);
  };

  while (at < code.length) {
    const char = code[at]!;
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    const next = code[at + 1];
    if (char === '/' && next === '/') {
      const end = code.indexOf('\n', at);
      push('comment', at, end === -1 ? code.length : end);
    } else if (char === '/' && next === '*') {
      const end = code.indexOf('*/', at + 2);
      push('comment', at, end === -1 ? code.length : end + 2);
    } else if (char === '"' || char === "'") {
      let index = at + 1;
      while (index < code.length && code[index] !== char && code[index] !== '\n') index += code[index] === '\\' ? 2 : 1;
      push('string', at, Math.min(index + 1, code.length));
    } else if (char === '`') {
      templatePart(at);
    } else if (char === '}' && templates.length > 0 && templates[templates.length - 1] === depth - 1) {
      templates.pop();
      depth--;
      // The `}` closing a `${` goes on with the template's text.
      templatePart(at);
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(next ?? ''))) {
      const match = /^(0[xXbBoO][\da-fA-F_]+|(\d[\d_]*)?\.?\d[\d_]*([eE][+-]?\d+)?)n?/.exec(code.slice(at))!;
      push('number', at, at + Math.max(match[0].length, 1));
    } else if (identifierStart.test(char)) {
      let end = at + 1;
      while (end < code.length && identifierPart.test(code[end]!)) end++;
      const word = code.slice(at, end);
      const before = significant();
      const afterDot = before?.type === 'punctuation' && code.slice(before.start, before.end) === '.';
      let type: TokenType = 'identifier';
      if (word === 'true' || word === 'false') type = 'boolean';
      else if (keywords.has(word) && !afterDot) type = 'keyword';
      else if (/^\s*(<[^()]*>)?\s*\(/.test(code.slice(end, end + 80))) type = 'function';
      else if (/^[A-Z]/.test(word)) type = 'class-name';
      push(type, at, end);
    } else if (char === '/') {
      const before = significant();
      const text = before ? code.slice(before.start, before.end) : '';
      const regexAllowed =
        !before ||
        (before.type === 'punctuation' && text !== ')' && text !== ']' && text !== '}') ||
        before.type === 'operator' ||
        (before.type === 'keyword' && beforeRegexKeywords.has(text));
      if (regexAllowed) {
        let index = at + 1;
        let inClass = false;
        while (index < code.length && code[index] !== '\n') {
          const current = code[index];
          if (current === '\\') index++;
          else if (current === '[') inClass = true;
          else if (current === ']') inClass = false;
          else if (current === '/' && !inClass) break;
          index++;
        }
        index++;
        while (index < code.length && /[a-z]/.test(code[index]!)) index++;
        push('regex', at, Math.min(index, code.length));
      } else push('operator', at, code[at + 1] === '=' ? at + 2 : at + 1);
    } else if ('{}()[];,.:?'.includes(char) && !(char === '?' && (next === '?' || next === '.'))) {
      if (char === '{') depth++;
      else if (char === '}') depth = Math.max(0, depth - 1);
      if (char === '.' && next === '.' && code[at + 2] === '.') push('operator', at, at + 3);
      else push('punctuation', at, at + 1);
    } else {
      let end = at + 1;
      while (end < code.length && '=+-*%&|^!<>~?'.includes(code[end]!) && end - at < 4) end++;
      push('operator', at, end);
    }
  }
  return tokens;
}

/** An import's module specifier: where its string token starts and ends (quotes included). */
export type ImportSpecifier = {text: string; start: number; end: number};

/**
 * The module specifiers of a module's `import … from '…'`, `import '…'`, `export … from '…'` and
 * `import('…')` (a string argument only).
 */
export function importSpecifiers(code: string): ImportSpecifier[] {
  const tokens = tokenize(code).filter((token) => token.type !== 'comment');
  const text = (token: Token | undefined) => (token ? code.slice(token.start, token.end) : '');
  const found: ImportSpecifier[] = [];
  const add = (token: Token) =>
    found.push({text: code.slice(token.start + 1, token.end - 1), start: token.start, end: token.end});
  tokens.forEach((token, index) => {
    const word = text(token);
    const previous = text(tokens[index - 1]);
    if (token.type !== 'keyword' || previous === '.') return;
    const next = tokens[index + 1];
    if (word === 'import' && next?.type === 'string') add(next);
    else if (word === 'import' && text(next) === '(' && tokens[index + 2]?.type === 'string') add(tokens[index + 2]!);
    // `from` followed by a string ends an import or an export (`x.from` is not a keyword here).
    else if (word === 'from' && next?.type === 'string') add(next);
  });
  return found;
}
