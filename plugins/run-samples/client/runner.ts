/**
 * The runner (see ../README.md), loaded on the first click of a Run button: it starts a worker
 * (./runWorker.ts) for the block's compiled module, shows what it prints under the block, marks
 * the lines that differ from the block's `// prints:` comments, and stops a run after 5 s.
 * One run at a time on a page: a new run stops the one before.
 */
import {expectedOutput} from '../../../scripts/samples/extract';
import {compareOutput, printedLines} from '../compareOutput';
import type {Prepared} from './edited';
import {editedCode, errorLine} from './edits';
import type {RunManifest} from './manifest';
import type {ErrorPlace, WorkerMessage} from './protocol';
import './output.css';

const timeLimitMs = 5000;

const manifests = new Map<string, Promise<RunManifest>>();
function manifestOf(folder: string): Promise<RunManifest> {
  let manifest = manifests.get(folder);
  if (!manifest) {
    manifest = fetch(`${folder}manifest.json`).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<RunManifest>;
    });
    manifest.catch(() => manifests.delete(folder));
    manifests.set(folder, manifest);
  }
  return manifest;
}

/** The run in progress on the page: stopping it ends its worker and says why under its block. */
let current: {stop: (why: string) => void} | undefined;

/** Runs the block of a Run button. */
export async function runSample(button: HTMLButtonElement): Promise<void> {
  const sample = button.closest<HTMLElement>('.run-sample');
  const folder = sample?.dataset.runSample;
  const entry = sample?.dataset.runEntry;
  if (!sample || !folder || !entry) return;
  current?.stop('stopped: a new run started');
  const view = outputView(sample);
  view.start();
  // The run is the page's current one from its first moment, before anything is awaited: a run
  // started while this one still loads its files stops it (and it then goes no further).
  let worker: Worker | undefined = undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const finish = (status: string, kind: 'ok' | 'error' | 'note') => {
    if (ended) return;
    ended = true;
    worker?.terminate();
    clearTimeout(timer);
    if (current === run) current = undefined;
    view.end(status, kind);
  };
  const run = {stop: (why: string) => finish(why, 'note')};
  current = run;
  errorLine.get(sample)?.(undefined);
  let manifest: RunManifest;
  try {
    manifest = await manifestOf(folder);
  } catch (error) {
    finish(`could not load the sample: ${(error as Error).message}`, 'error');
    return;
  }
  if (ended) return;
  // A block the reader edited runs its editor's code, compared with that code's `// prints:`.
  const edited = editedCode.get(sample)?.();
  let code: string | undefined;
  if (edited !== undefined) {
    let prepared: Prepared;
    try {
      const {prepareEdited} = await import('./edited');
      prepared = prepareEdited(edited, {folder, entry, manifest}, location.href);
    } catch (error) {
      finish(`could not load the sample: ${(error as Error).message}`, 'error');
      return;
    }
    if (ended) return;
    if ('error' in prepared) {
      const place = prepared.line === undefined ? '' : ` (line ${prepared.line})`;
      view.print(`${prepared.error}${place}`, 'err', true);
      errorLine.get(sample)?.(prepared.line);
      finish(
        prepared.error.startsWith('SyntaxError') ? 'the code has a syntax error' : 'the code cannot run here',
        'error',
      );
      return;
    }
    code = prepared.code;
  }
  const expected = edited !== undefined ? expectedOutput(edited) : (manifest.entries[entry]?.expected ?? []);
  worker = new Worker(new URL(manifest.worker, location.href));
  let stdout = '';
  worker.addEventListener('message', ({data}: MessageEvent<WorkerMessage>) => {
    if (current !== run) return;
    switch (data.type) {
      case 'started':
        timer = setTimeout(
          () => finish(`stopped: the code ran longer than ${timeLimitMs / 1000} s`, 'error'),
          timeLimitMs,
        );
        break;
      case 'print':
        if (data.stream === 'out') stdout += `${data.text}\n`;
        view.print(data.text, data.stream);
        break;
      case 'capped':
        view.note(`output stopped after ${data.lines} lines`);
        break;
      case 'error':
        view.print(`Uncaught ${data.text}${whereIn(manifest, folder, entry, data.place)}`, 'err', true);
        if (data.place?.url === 'edited') errorLine.get(sample)?.(data.place.line);
        finish('the code threw an error', 'error');
        break;
      case 'unavailable':
        finish(`could not load the sample: ${data.text}`, 'error');
        break;
      case 'done': {
        const comparison = compareOutput(expected, printedLines(stdout));
        view.mark(comparison);
        const differing = comparison.lines.filter((line) => line.differs).length + comparison.missing.length;
        finish(
          comparison.same
            ? 'Printed what its // prints: comments say.'
            : differing === 1
              ? '1 line differs from its // prints: comments.'
              : `${differing} lines differ from its // prints: comments.`,
          comparison.same ? 'ok' : 'error',
        );
        break;
      }
    }
  });
  worker.addEventListener('error', () => finish('the runner stopped unexpectedly', 'error'));
  const files = (manifest.entries[entry]?.files ?? []).map((file) =>
    file.startsWith('/') ? file : `${folder}${file}`,
  );
  worker.postMessage({files, entry: new URL(`${folder}${entry}`, location.href).href, code});
}

/** " (line 4)" in the block itself, " (src/app/store.ts, line 12)" in another file of the page. */
function whereIn(manifest: RunManifest, folder: string, entry: string, place: ErrorPlace | undefined): string {
  if (!place) return '';
  if (place.url === 'edited') return ` (line ${place.line})`;
  const path = new URL(place.url).pathname;
  const prefix = new URL(folder, location.href).pathname;
  if (!path.startsWith(prefix)) return '';
  const module = path.slice(prefix.length);
  const info = manifest.modules[module];
  const line = info?.lines[place.line - 1] ?? place.line;
  return module === entry || !info ? ` (line ${line})` : ` (${info.source}, line ${line})`;
}

/** The output under a block: created on its first run, emptied on each. */
function outputView(sample: HTMLElement) {
  let region = sample.querySelector<HTMLElement>(':scope > .run-sample__output');
  if (!region) {
    region = document.createElement('div');
    region.className = 'run-sample__output';
    region.setAttribute('role', 'log');
    region.setAttribute('aria-label', 'Output');
    region.innerHTML = '<pre class="run-sample__lines"></pre><p class="run-sample__status"></p>';
    sample.append(region);
  }
  const lines = region.querySelector('.run-sample__lines')!;
  const status = region.querySelector<HTMLElement>('.run-sample__status')!;
  const outLines: HTMLElement[] = [];
  const add = (text: string, kind: string) => {
    const line = document.createElement('span');
    line.className = `run-sample__line run-sample__line--${kind}`;
    line.textContent = text;
    lines.append(line);
    return line;
  };
  return {
    start() {
      lines.replaceChildren();
      status.textContent = 'Running…';
      status.dataset.kind = 'note';
      region.setAttribute('aria-busy', 'true');
    },
    print(text: string, stream: 'out' | 'err', uncaught = false) {
      for (const part of text.split('\n')) {
        const line = add(part, stream);
        if (stream === 'out') outLines.push(line);
        if (uncaught) line.classList.add('run-sample__line--uncaught');
      }
    },
    note(text: string) {
      add(text, 'note');
    },
    /** Marks each printed line that differs from its `// prints:` line, and adds the ones not printed. */
    mark(comparison: ReturnType<typeof compareOutput>) {
      comparison.lines.forEach((compared, index) => {
        const line = outLines[index];
        if (!line || !compared.differs) return;
        line.classList.add('run-sample__line--differs');
        const expected = document.createElement('span');
        expected.className = 'run-sample__expected';
        expected.textContent =
          compared.expected === undefined ? ' (not in its // prints: comments)' : ` (// prints: ${compared.expected})`;
        line.append(expected);
      });
      for (const missing of comparison.missing) {
        const line = add(`(not printed: ${missing})`, 'missing');
        line.classList.add('run-sample__line--differs');
      }
    },
    end(text: string, kind: 'ok' | 'error' | 'note') {
      status.textContent = text;
      status.dataset.kind = kind;
      region.removeAttribute('aria-busy');
    },
  };
}
