import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsPages, repoRoot} from './docsPages';

/**
 * React's types deprecate `FormEvent` (it matches no real DOM event), so an editor strikes a
 * handler typed with it through. Samples type a form's submit handler with `SubmitEvent`.
 */
const reactTypes = readFileSync(path.join(repoRoot, 'node_modules/@types/react/index.d.ts'), 'utf8');

describe("React's deprecated event types in samples", () => {
  it('the installed @types/react marks FormEvent deprecated and has SubmitEvent', () => {
    expect(reactTypes).toMatch(/@deprecated FormEvent doesn't actually exist[\s\S]{0,400}interface FormEvent</);
    expect(reactTypes).toMatch(/interface SubmitEvent<T = Element>/);
  });

  it('no page types a handler with FormEvent or FormEventHandler', () => {
    const uses = docsPages.flatMap((page) =>
      page.source
        .split('\n')
        .flatMap((line, index) => (/\bFormEvent(Handler)?\b/.test(line) ? [`docs/${page.file}:${index + 1}`] : [])),
    );
    expect(uses).toEqual([]);
  });
});
