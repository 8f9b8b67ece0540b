/**
 * The editor of a run block (see ../README.md), loaded on the first Edit (a chunk of its own):
 * CodeMirror 6 with a few extensions (undo of its own, ./undo.ts; no language package: the code is coloured by ./jsTokens.ts
 * with the site's own Prism token classes, so the editor takes the code blocks' colours in both
 * colour modes from the site's stylesheet). Reset puts the block back; Share puts the code in
 * the address (./share.ts). The edited code is kept in sessionStorage for the page while it is
 * open, when storage is allowed.
 */
import {EditorState, RangeSetBuilder, StateEffect, StateField} from '@codemirror/state';
import {Decoration, EditorView, ViewPlugin, drawSelection, keymap, type DecorationSet} from '@codemirror/view';
import {editedCode, errorLine} from './edits';
import {tokenize, type TokenType} from './jsTokens';
import {readShareFragment, shareFragment} from './share';
import {undoHistory} from './undo';
import './editor.css';

const marks = new Map<TokenType, Decoration>();
const mark = (type: TokenType) => {
  let decoration = marks.get(type);
  if (!decoration) {
    decoration = Decoration.mark({class: `token ${type}`});
    marks.set(type, decoration);
  }
  return decoration;
};

function decorations(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const token of tokenize(view.state.doc.toString()))
    if (token.type !== 'identifier' && token.end > token.start) builder.add(token.start, token.end, mark(token.type));
  return builder.finish();
}

/** Colours the whole text on each change: samples are a few dozen lines. */
const highlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorations(view);
    }
    update(update: {docChanged: boolean; view: EditorView}) {
      if (update.docChanged) this.decorations = decorations(update.view);
    }
  },
  {decorations: (plugin) => plugin.decorations},
);

/** Marks the line of a run's error (the runner says which: ./edits.ts), or clears it (`null`). */
const setErrorLine = StateEffect.define<number | null>();
const errorLineDecoration = Decoration.line({class: 'run-sample__error-line'});

/** The marked line: set by a run, cleared by the next run or the next edit. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marked, transaction) {
    for (const effect of transaction.effects)
      if (effect.is(setErrorLine)) {
        const line = effect.value;
        return line === null || line < 1 || line > transaction.state.doc.lines
          ? Decoration.none
          : Decoration.set(errorLineDecoration.range(transaction.state.doc.line(line).from));
      }
    return transaction.docChanged ? Decoration.none : marked;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Tab indents by two spaces; Escape then Tab leaves the editor (CodeMirror's own rule), as Shift+Tab does. */
const indent = keymap.of([
  {
    key: 'Tab',
    run: (view) => {
      view.dispatch(view.state.replaceSelection('  '));
      return true;
    },
  },
]);

const storageKey = (sample: HTMLElement) => `run-samples:${location.pathname}:${sample.dataset.runEntry}`;

/** sessionStorage, or nothing where the browser blocks it (reading it can throw). */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function store(sample: HTMLElement, code: string | undefined) {
  try {
    if (code === undefined) storage()?.removeItem(storageKey(sample));
    else storage()?.setItem(storageKey(sample), code);
  } catch {
    // Full or blocked: the code stays in the editor for as long as the page shows it.
  }
}

function stored(sample: HTMLElement): string | undefined {
  try {
    return storage()?.getItem(storageKey(sample)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The block's code as its tab shows it. */
const originalCode = (sample: HTMLElement) =>
  Array.from(sample.querySelectorAll(':scope > .theme-code-block .token-line'), (line) => line.textContent).join('\n');

const editors = new WeakMap<HTMLElement, EditorView>();

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `button button--sm button--secondary ${className}`;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

/** Turns a block into an editor, with its kept code, or `code` (a Share link's). */
export function openEditor(sample: HTMLElement, code?: string): EditorView {
  const open = editors.get(sample);
  if (open) {
    if (code !== undefined) open.dispatch({changes: {from: 0, to: open.state.doc.length, insert: code}});
    return open;
  }
  const original = originalCode(sample);
  const language = sample.dataset.runEntry?.startsWith('ts/') ? 'ts' : 'js';
  const holder = document.createElement('div');
  holder.className = `run-sample__editor theme-code-block language-${language}`;
  const view = new EditorView({
    parent: holder,
    state: EditorState.create({
      doc: code ?? stored(sample) ?? original,
      extensions: [
        highlighting,
        errorLineField,
        drawSelection(),
        undoHistory(),
        indent,
        EditorView.lineWrapping,
        EditorView.editorAttributes.of({class: `prism-code language-${language}`}),
        EditorView.contentAttributes.of({
          'aria-label': `Code editor (${language === 'ts' ? 'TypeScript' : 'JavaScript'}): Escape then Tab leaves it`,
        }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          const text = update.state.doc.toString();
          store(sample, text === original ? undefined : text);
        }),
      ],
    }),
  });
  if (code !== undefined) store(sample, code === original ? undefined : code);
  sample.firstElementChild!.after(holder);
  sample.classList.add('run-sample--editing');
  editors.set(sample, view);
  editedCode.set(sample, () => view.state.doc.toString());
  errorLine.set(sample, (line) => view.dispatch({effects: setErrorLine.of(line ?? null)}));

  const bar = sample.querySelector<HTMLElement>(':scope > .run-sample__bar')!;
  const edit = bar.querySelector<HTMLButtonElement>('.run-sample__edit');
  const note = document.createElement('span');
  note.className = 'run-sample__note';
  note.setAttribute('role', 'status');
  const reset = button('Reset', 'run-sample__reset', () => {
    view.destroy();
    holder.remove();
    for (const element of [reset, share, note]) element.remove();
    sample.classList.remove('run-sample--editing');
    editors.delete(sample);
    editedCode.delete(sample);
    errorLine.delete(sample);
    store(sample, undefined);
    if (edit) {
      edit.hidden = false;
      edit.focus();
    }
  });
  const share = button('Share', 'run-sample__share', async () => {
    const url = `${location.href.split('#')[0]}${await shareFragment(sample.dataset.runEntry!, view.state.doc.toString())}`;
    history.replaceState(history.state, '', url);
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // No clipboard (permission, or an insecure origin): the address bar has the link.
    }
    note.textContent = copied ? 'Link copied (and in the address bar).' : 'The link is in the address bar.';
  });
  if (edit) edit.hidden = true;
  bar.prepend(note, reset, share);
  return view;
}

/** Opens the block a Share link names, in its tab, with its code. */
export async function openShared(hash: string): Promise<void> {
  const shared = await readShareFragment(hash);
  if (!shared) return;
  const find = () =>
    Array.from(document.querySelectorAll<HTMLElement>('.run-sample')).find(
      (candidate) => candidate.dataset.runEntry === shared.entry,
    );
  let sample = find();
  // A JavaScript tab that the page draws only once the reader chooses JavaScript: choose it, and
  // wait (10 s at most) for the block to be drawn.
  if (!sample && shared.entry.startsWith('js/')) {
    document.querySelector<HTMLElement>('[role="tab"][data-language="js"][aria-selected="false"]')?.click();
    sample = await new Promise<HTMLElement | undefined>((resolve) => {
      const observer = new MutationObserver(() => {
        const found = find();
        if (found) done(found);
      });
      const timer = setTimeout(() => done(undefined), 10_000);
      const done = (found: HTMLElement | undefined) => {
        observer.disconnect();
        clearTimeout(timer);
        resolve(found);
      };
      observer.observe(document.body, {childList: true, subtree: true});
    });
  }
  if (!sample) return;
  // A block in the tab the reader is not on: show its tab.
  const panel = sample.closest('[role="tabpanel"]');
  const tab = panel && document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel.id}"]`);
  if (tab?.getAttribute('aria-selected') === 'false') tab.click();
  const view = openEditor(sample, shared.code);
  sample.scrollIntoView({block: 'start'});
  view.focus();
}
