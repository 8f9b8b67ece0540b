import {describe, expect, it} from 'vitest';
import {compareOutput, printedLines} from './compareOutput';

describe('compareOutput', () => {
  it('reads standard output as the checker does: no trailing blank lines, no trailing spaces', () => {
    expect(printedLines('1  \n{ a: 1 }\n\n\n')).toEqual(['1', '{ a: 1 }']);
    expect(printedLines('')).toEqual([]);
  });

  it('passes exactly the expected lines, in order', () => {
    expect(compareOutput(['1', '2'], ['1', '2']).same).toBe(true);
    expect(compareOutput(['1', '2'], ['2', '1']).same).toBe(false);
  });

  it('marks each differing line with the line it was compared with, and lists lines never printed', () => {
    const result = compareOutput(['1', '2', '3'], ['1', 'two']);
    expect(result.same).toBe(false);
    expect(result.lines).toEqual([
      {text: '1', expected: '1', differs: false},
      {text: 'two', expected: '2', differs: true},
    ]);
    expect(result.missing).toEqual(['3']);
    expect(compareOutput(['1'], ['1', 'extra']).lines[1]).toEqual({text: 'extra', expected: undefined, differs: true});
  });
});
