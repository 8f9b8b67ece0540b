/**
 * How a run's output is compared with the `// prints:` comments of its block: one module for the
 * sample checker's Node runs (scripts/samples/runBlocks.ts) and the page's Run button
 * (./client/runner.ts), so the two cannot disagree on what "prints what it says" means.
 */

/** What a run printed to standard output, as lines: trailing blank lines dropped, each line's trailing spaces too. */
export function printedLines(stdout: string): string[] {
  const text = stdout.replace(/\n+$/, '');
  return text === '' ? [] : text.split('\n').map((line) => line.trimEnd());
}

/** One printed line, and the `// prints:` line it is compared with. */
export type ComparedLine = {text: string; expected: string | undefined; differs: boolean};

export type Comparison = {
  /** Whether the run printed exactly the expected lines, in order. */
  same: boolean;
  lines: ComparedLine[];
  /** Expected lines past the last printed one: what the run did not print. */
  missing: string[];
};

/** Compares printed lines with expected ones, line by line in order. */
export function compareOutput(expected: readonly string[], printed: readonly string[]): Comparison {
  const lines = printed.map((text, index) => ({
    text,
    expected: expected[index],
    differs: text !== expected[index],
  }));
  const missing = expected.slice(printed.length);
  return {same: missing.length === 0 && lines.every((line) => !line.differs), lines, missing};
}
