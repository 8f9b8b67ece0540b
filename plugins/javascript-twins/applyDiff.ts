/**
 * Applies a tutorial page's titled `diff` block to its file: hunks of ' ' context, '-' and '+'
 * lines, separated by '@@' lines. Each hunk's context and removed lines must occur exactly once
 * in the file as the hunks before it left it.
 */
export function applyDiff(original: string, diff: string, where: string): string {
  let text = original;
  const hunks = diff
    .split('\n')
    .reduce<string[][]>(
      (all, line) => {
        if (line.startsWith('@@')) all.push([]);
        else all[all.length - 1]!.push(line);
        return all;
      },
      [[]],
    )
    .filter((hunk) => hunk.some((line) => line.startsWith('-') || line.startsWith('+')));
  for (const hunk of hunks) {
    while (hunk.length > 0 && hunk[hunk.length - 1] === '') hunk.pop();
    const before = hunk
      .filter((line) => !line.startsWith('+'))
      .map((line) => line.slice(1))
      .join('\n');
    const after = hunk
      .filter((line) => !line.startsWith('-'))
      .map((line) => line.slice(1))
      .join('\n');
    const first = text.indexOf(before);
    if (first < 0) throw new Error(`${where}: the diff does not apply; these lines are not in the file:\n${before}`);
    if (text.indexOf(before, first + 1) >= 0)
      throw new Error(`${where}: the diff's lines occur twice in the file:\n${before}`);
    text = text.slice(0, first) + after + text.slice(first + before.length);
  }
  return text;
}
