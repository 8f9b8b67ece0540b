import {applyDiff} from './applyDiff';

type Line = {kind: ' ' | '-' | '+'; text: string};

/**
 * The lines of `before` and `after` as an edit script: kept, removed and added lines, from a
 * longest common subsequence of the lines. Written here rather than taken from a package: the
 * files are a few hundred lines at most, for which the plain table is instant, and the hunks
 * below need a format of the site's own (see makeDiff).
 */
function editScript(before: string[], after: string[]): Line[] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  // common[i * columns + j]: the length of the longest common subsequence of before[i..] and after[j..].
  const common = new Uint32Array(rows * columns);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i * columns + j] =
        before[i] === after[j]
          ? common[(i + 1) * columns + j + 1]! + 1
          : Math.max(common[(i + 1) * columns + j]!, common[i * columns + j + 1]!);
    }
  }
  const script: Line[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      script.push({kind: ' ', text: before[i++]!});
      j++;
    } else if (
      i < before.length &&
      (j === after.length || common[(i + 1) * columns + j]! >= common[i * columns + j + 1]!)
    ) {
      // Removed lines before added ones, as diffs are read.
      script.push({kind: '-', text: before[i++]!});
    } else {
      script.push({kind: '+', text: after[j++]!});
    }
  }
  return script;
}

/** How many unchanged lines a hunk shows before and after its change, at least. */
const defaultContext = 2;

/**
 * A diff in the format of the tutorials' `diff` blocks (./applyDiff): hunks of ' ' context, '-'
 * and '+' lines, separated by `@@` lines, without line numbers. Each hunk shows two unchanged
 * lines around its change, more where those would occur elsewhere in the file too, until the
 * hunk applies in exactly one place. `''` when nothing changed.
 */
export function makeDiff(before: string, after: string): string {
  if (before === after) return '';
  // Lines without the file's last newline, so that no hunk ends on the empty "line" after it.
  const lines = (text: string) => text.replace(/\n$/, '').split('\n');
  const script = editScript(lines(before), lines(after));
  // The runs of changed lines, as [first, last] indexes into the script.
  const runs: Array<{first: number; last: number; context: number}> = [];
  script.forEach((line, index) => {
    if (line.kind === ' ') return;
    const previous = runs[runs.length - 1];
    if (previous && previous.last === index - 1) previous.last = index;
    else runs.push({first: index, last: index, context: defaultContext});
  });
  for (let attempt = 0; ; attempt++) {
    // Each run with its context; runs whose context meets or overlaps become one hunk.
    const hunks: Array<{from: number; to: number; runs: number[]}> = [];
    runs.forEach((run, index) => {
      const from = Math.max(0, run.first - run.context);
      const to = Math.min(script.length - 1, run.last + run.context);
      const previous = hunks[hunks.length - 1];
      if (previous && from <= previous.to + 1) {
        previous.to = Math.max(previous.to, to);
        previous.runs.push(index);
      } else {
        hunks.push({from, to, runs: [index]});
      }
    });
    const texts = hunks.map((hunk) =>
      script
        .slice(hunk.from, hunk.to + 1)
        .map((line) => `${line.kind}${line.text}`)
        .join('\n'),
    );
    // Apply hunk by hunk, as a reader (and ./applyDiff) does; widen the first one that is ambiguous.
    let text = before;
    let ambiguous: number | undefined;
    for (const [index, hunk] of texts.entries()) {
      try {
        text = applyDiff(text, hunk, 'the generated diff');
      } catch {
        ambiguous = index;
        break;
      }
    }
    if (ambiguous === undefined) {
      if (text !== after)
        throw new Error(`the generated diff does not give the file after the change (a bug in makeDiff)`);
      return texts.join('\n@@\n');
    }
    if (attempt > script.length)
      throw new Error('no diff of these files applies in one place only (a bug in makeDiff)');
    for (const run of hunks[ambiguous]!.runs) runs[run]!.context++;
  }
}
