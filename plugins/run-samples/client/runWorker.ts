/**
 * Runs one sample (see ../README.md): a worker per run, so each run starts with fresh modules
 * and can be stopped at any moment. The console prints as Node prints (util.inspect, extracted
 * from Node: node-inspect-extracted), standard output and errors apart; a run ends when the
 * module has run and no timer is left, as a Node process does, or at its first uncaught error.
 */
import {formatWithOptions} from 'node-inspect-extracted';
import type {ErrorPlace, RunRequest, WorkerMessage} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Lines of output a run may print; past it the output stops, with a note (a loop that prints forever). */
const maxLines = 500;

const post = (message: WorkerMessage) => self.postMessage(message);

let printed = 0;
let capped = false;
function print(stream: 'out' | 'err', args: unknown[]) {
  if (capped) return;
  const text = formatWithOptions({}, ...args);
  printed += text.split('\n').length;
  if (printed > maxLines) {
    capped = true;
    post({type: 'capped', lines: maxLines});
    return;
  }
  post({type: 'print', stream, text});
}
console.log = (...args: unknown[]) => print('out', args);
console.info = console.log;
console.debug = console.log;
console.warn = (...args: unknown[]) => print('err', args);
console.error = console.warn;

// The packages read process.env.NODE_ENV at build time; a sample may read it too.
(self as unknown as {process: unknown}).process = {env: {NODE_ENV: 'development'}};

// The timers a sample leaves pending keep it running, as in Node.
const pendingTimers = new Set<number>();
const realSetTimeout = self.setTimeout.bind(self);
const realSetInterval = self.setInterval.bind(self);
const realClearTimeout = self.clearTimeout.bind(self);
const realClearInterval = self.clearInterval.bind(self);
self.setTimeout = ((handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const id = realSetTimeout(() => {
    pendingTimers.delete(id);
    handler(...args);
    finishWhenIdle();
  }, delay);
  pendingTimers.add(id);
  return id;
}) as typeof self.setTimeout;
self.setInterval = ((handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const id = realSetInterval(handler, delay, ...args);
  pendingTimers.add(id);
  return id;
}) as typeof self.setInterval;
self.clearTimeout = (id?: number) => {
  if (id !== undefined) pendingTimers.delete(id);
  realClearTimeout(id);
  finishWhenIdle();
};
self.clearInterval = (id?: number) => {
  if (id !== undefined) pendingTimers.delete(id);
  realClearInterval(id);
  finishWhenIdle();
};

let evaluated = false;
let ended = false;
/** Ends the run once the module has run and no timer is pending (after the microtasks that are left). */
function finishWhenIdle() {
  if (!evaluated || ended) return;
  realSetTimeout(() => {
    if (pendingTimers.size > 0 || ended) return;
    ended = true;
    post({type: 'done'});
  }, 0);
}

/** The URL of the module made from the reader's edited code, when this run has one. */
let editedUrl: string | undefined;

/**
 * The first frame of the page's compiled samples, or of the edited code, in an error's stack
 * (Chrome's and Firefox's formats).
 */
function placeOf(error: unknown): ErrorPlace | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const match of stack.matchAll(/((?:https?:\/\/[^\s()]+?\/run-samples\/pages\/|blob:)[^\s()]+?):(\d+):(\d+)/g)) {
    const url = match[1]!;
    if (url.startsWith('blob:') && url !== editedUrl) continue;
    return {url: url === editedUrl ? 'edited' : url, line: Number(match[2]), column: Number(match[3])};
  }
  return undefined;
}

// Where the host gives this worker the site's policy instead of its own (README,
// "Content-Security-Policy"), the edited module is refused: say so rather than a bare failure.
let refused = false;
self.addEventListener('securitypolicyviolation', (event) => {
  if ((event as SecurityPolicyViolationEvent).blockedURI.startsWith('blob')) refused = true;
});

function fail(error: unknown, where?: ErrorPlace) {
  if (ended) return;
  ended = true;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : formatWithOptions({}, error);
  post({type: 'error', text, place: placeOf(error) ?? where});
}

self.addEventListener('error', (event) => {
  event.preventDefault();
  fail(
    event.error ?? event.message,
    event.filename ? {url: event.filename, line: event.lineno, column: event.colno} : undefined,
  );
});
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  fail(event.reason);
});

self.addEventListener(
  'message',
  async (event: MessageEvent<RunRequest>) => {
    const {files, entry, code} = event.data;
    try {
      // Fetched first, so the time limit counts the sample's running, not the network.
      await Promise.all(
        files.map(async (url) => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
          await response.arrayBuffer();
        }),
      );
    } catch (error) {
      post({type: 'unavailable', text: (error as Error).message});
      return;
    }
    post({type: 'started'});
    if (code !== undefined) editedUrl = URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
    try {
      await import(/* webpackIgnore: true */ editedUrl ?? entry);
    } catch (error) {
      if (refused) {
        ended = true;
        post({
          type: 'unavailable',
          text: "this site's host gives the runner's worker the pages' policy, which refuses edited code",
        });
      } else fail(error);
      return;
    }
    evaluated = true;
    finishWhenIdle();
  },
  {once: true},
);
