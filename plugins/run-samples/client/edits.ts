/**
 * The blocks the reader is editing, shared by the editor (./editor.ts), which fills it, and the
 * runner (./runner.ts), which runs a block's edited code when it has some: each block's element →
 * its editor's current text.
 */
export const editedCode = new WeakMap<HTMLElement, () => string>();
