import {describe, expect, it} from 'vitest';
import {readShareFragment, shareFragment} from './share';

describe('Share fragments', () => {
  const code = "import {createSlice} from '@reduxjs/toolkit'\n// prints: « déjà » ✓\n".repeat(20);

  it('round-trips a block and its code, compressed, in URL-safe characters', async () => {
    const fragment = await shareFragment('ts/__block_L13.js', code);
    expect(fragment).toMatch(/^#run:ts\/__block_L13\.js:z[A-Za-z0-9_-]+$/);
    // Twenty copies of a line compress well below the text's size.
    expect(fragment.length).toBeLessThan(code.length / 3);
    expect(await readShareFragment(fragment)).toEqual({entry: 'ts/__block_L13.js', code});
  });

  it('reads the uncompressed form, and refuses a damaged or foreign fragment', async () => {
    const plain = Buffer.from('console.log(1)\n').toString('base64url');
    expect(await readShareFragment(`#run:js/a.js:b${plain}`)).toEqual({entry: 'js/a.js', code: 'console.log(1)\n'});
    expect(await readShareFragment('#run:js/a.js:zAAAA')).toBeUndefined();
    expect(await readShareFragment('#run:js/a.js:q123')).toBeUndefined();
    expect(await readShareFragment('#run:js/a.js:b%%%')).toBeUndefined();
    expect(await readShareFragment('#heading')).toBeUndefined();
  });
});
