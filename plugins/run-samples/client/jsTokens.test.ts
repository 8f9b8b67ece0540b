import {describe, expect, it} from 'vitest';
import {importSpecifiers, tokenize} from './jsTokens';

const typed = (code: string) => tokenize(code).map((token) => [token.type, code.slice(token.start, token.end)]);

describe('tokenize', () => {
  it('tells keywords, strings, numbers, comments, functions and types apart', () => {
    expect(typed("const n: Count = add(1, 'a') // two")).toEqual([
      ['keyword', 'const'],
      ['identifier', 'n'],
      ['punctuation', ':'],
      ['class-name', 'Count'],
      ['operator', '='],
      ['function', 'add'],
      ['punctuation', '('],
      ['number', '1'],
      ['punctuation', ','],
      ['string', "'a'"],
      ['punctuation', ')'],
      ['comment', '// two'],
    ]);
  });

  it('reads template literals with expressions, regular expressions and divisions', () => {
    expect(typed('`a ${b + `c`} d`')).toEqual([
      ['template-string', '`a ${'],
      ['identifier', 'b'],
      ['operator', '+'],
      ['template-string', '`c`'],
      ['template-string', '} d`'],
    ]);
    expect(typed('x = /a[/]b/g.test(s) / 2').map(([type]) => type)).toEqual([
      'identifier',
      'operator',
      'regex',
      'punctuation',
      'function',
      'punctuation',
      'identifier',
      'punctuation',
      'operator',
      'number',
    ]);
  });

  it('never throws on unfinished code: an open string or comment runs to the end', () => {
    expect(typed("a('b").at(-1)).toEqual(['string', "'b"]);
    expect(typed('/* open').at(-1)).toEqual(['comment', '/* open']);
    expect(typed('`open ${x').map(([type]) => type)).toEqual(['template-string', 'identifier']);
  });
});

describe('importSpecifiers', () => {
  it('finds the specifiers of imports, re-exports and import() with a string, and no other strings', () => {
    const code = [
      "import {a} from './a'",
      "import './side'",
      "export {b} from '../b'",
      'const text = "import x from \'not-this\'"',
      "// import y from 'nor-this'",
      "const later = import('redux')",
      'const c = Array.from(list)',
    ].join('\n');
    expect(importSpecifiers(code).map((found) => found.text)).toEqual(['./a', './side', '../b', 'redux']);
    const first = importSpecifiers(code)[0]!;
    expect(code.slice(first.start, first.end)).toBe("'./a'");
  });
});
