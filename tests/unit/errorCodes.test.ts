import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {errorCodes, lookupErrorCode, messageParts} from '../../src/data/errorCodes';

const require = createRequire(import.meta.url);
const reduxDist = path.dirname(require.resolve('redux/package.json'));
const read = (file: string) => readFileSync(path.join(reduxDist, 'dist', file), 'utf8');

describe('the error table matches the installed redux package', () => {
  const devBuild = read('redux.mjs');

  it('has codes 0…N in order, once each', () => {
    expect(errorCodes.map((entry) => entry.code)).toEqual(errorCodes.map((_, index) => index));
  });

  it.each(errorCodes.map((entry) => [entry.code, entry] as const))(
    'message #%i appears in the development build',
    (_code, entry) => {
      for (const part of messageParts(entry.message).filter((p) => !p.placeholder)) {
        expect(devBuild, `fragment of #${entry.code}: ${part.text}`).toContain(part.text);
      }
    },
  );

  it.each(['redux.mjs', 'redux.legacy-esm.js', 'cjs/redux.cjs'])(
    'every code that %s can emit is in the table',
    (file) => {
      const emitted = new Set(
        [...read(file).matchAll(/formatProdErrorMessage\((\d+)\)/g)].map((match) => Number(match[1])),
      );
      expect(emitted.size).toBeGreaterThan(0);
      expect([...emitted].filter((code) => !errorCodes.some((entry) => entry.code === code))).toEqual([]);
    },
  );

  it('every code the pre-minified browser build can emit is in the table', () => {
    const browser = read('redux.browser.mjs');
    const name = /function (\w+)\(\w+\)\{return`Minified Redux error #/.exec(browser)?.[1];
    expect(name, 'the browser build formats its errors with one function').toBeDefined();
    const emitted = new Set(
      [...browser.matchAll(new RegExp(`\\b${name}\\((\\d+)\\)`, 'g'))].map((match) => Number(match[1])),
    );
    expect(emitted.size).toBe(errorCodes.length);
    expect([...emitted].sort((a, b) => a - b)).toEqual(errorCodes.map((entry) => entry.code));
  });

  it('the production message points to /Errors?code=N, which the site redirects', () => {
    expect(devBuild).toMatch(/visit https:\/\/redux\.js\.org\/Errors\?code=\$\{code\}/);
  });
});

describe('lookupErrorCode', () => {
  it('finds a known code', () => {
    expect(lookupErrorCode('?code=7')).toMatchObject({kind: 'known', entry: {code: 7}});
    expect(lookupErrorCode('?code=%207%20')).toMatchObject({kind: 'known', entry: {code: 7}});
  });

  it('reports a number that is not a code', () => {
    expect(lookupErrorCode('?code=99')).toEqual({kind: 'unknown', code: 99});
  });

  it.each([
    '?code=abc',
    '?code=7.5',
    '?code=-1',
    '?code=0x7',
    '?code=<img src=x onerror=alert(1)>',
    `?code=${'9'.repeat(50)}`,
  ])('calls %s malformed', (search) => {
    expect(lookupErrorCode(search).kind).toBe('malformed');
  });

  it('is empty without a code', () => {
    expect(lookupErrorCode('')).toEqual({kind: 'none'});
    expect(lookupErrorCode('?code=')).toEqual({kind: 'none'});
    expect(lookupErrorCode('?other=1')).toEqual({kind: 'none'});
  });
});

describe('messageParts', () => {
  it('separates placeholders from text', () => {
    expect(messageParts("received: '{kind}'")).toEqual([
      {text: "received: '", placeholder: false},
      {text: '{kind}', placeholder: true},
      {text: "'", placeholder: false},
    ]);
  });
});
