/** The messages between the runner (./runner.ts) and its worker (./runWorker.ts). */

/**
 * Starts a run: the files to fetch before the clock starts, then the module to import; or, for a
 * block the reader edited, that code (its types stripped, its imports pointing to full URLs), which
 * the worker imports as a `blob:` module of its own making.
 */
export type RunRequest = {files: string[]; entry: string; code?: string};

/**
 * Where an error was thrown: the first frame of the page's compiled samples in its stack, or of
 * the edited code (`url` is then `edited`; its lines are the editor's, as type stripping keeps them).
 */
export type ErrorPlace = {url: string; line: number; column: number};

export type WorkerMessage =
  /** The files are fetched; the sample starts now (the 5 s clock starts here). */
  | {type: 'started'}
  /** One console call: `out` for log, info and debug (Node's standard output), `err` for warn and error. */
  | {type: 'print'; stream: 'out' | 'err'; text: string}
  /** The output reached its cap: nothing more is printed. */
  | {type: 'capped'; lines: number}
  /** An uncaught error or rejection: the run ends, as a Node process would. */
  | {type: 'error'; text: string; place?: ErrorPlace}
  /** The files could not be fetched. */
  | {type: 'unavailable'; text: string}
  /** The module ran and nothing is pending (no timer left): what ends a Node process. */
  | {type: 'done'};
