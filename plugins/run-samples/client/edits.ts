/**
 * The blocks the reader is editing, shared by the editor (./editor.ts), which fills it, and the
 * runner (./runner.ts), which runs a block's edited code when it has some: each block's element →
 * its editor's current text.
 */
export const editedCode = new WeakMap<HTMLElement, () => string>();

/**
 * Marks a line of a block's editor as the place of its run's syntax error or uncaught error
 * (`undefined` clears it); the editor fills it, the runner calls it. The output names the same line.
 */
export const errorLine = new WeakMap<HTMLElement, (line: number | undefined) => void>();
