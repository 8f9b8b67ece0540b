/**
 * Undo and redo for the editor (./editor.ts), small enough for its budget: `@codemirror/commands`'
 * history would bring `@codemirror/language` and about 8 KiB with it. Each change is kept as its
 * inverse; typing less than half a second after typing undoes with it; any other change (a paste,
 * an indent, a deletion) undoes alone. Mod-z undoes, Mod-Shift-z and
 * Mod-y redo (Mod is Ctrl, or Cmd on a Mac).
 */
import {Annotation, type ChangeSet, type Extension} from '@codemirror/state';
import {EditorView, keymap} from '@codemirror/view';

const fromHistory = Annotation.define<boolean>();
const groupMs = 500;

export function undoHistory(): Extension {
  const done: ChangeSet[] = [];
  const undone: ChangeSet[] = [];
  /** When the last typing was recorded: typing within half a second of it undoes with it. */
  let lastTyped = 0;
  const record = EditorView.updateListener.of((update) => {
    for (const transaction of update.transactions) {
      if (!transaction.docChanged || transaction.annotation(fromHistory)) continue;
      const inverse = transaction.changes.invert(transaction.startState.doc);
      const now = Date.now();
      const typing = transaction.isUserEvent('input.type');
      // Undoing a group applies the later change's inverse first, then the earlier one's.
      if (typing && done.length > 0 && now - lastTyped < groupMs) done.push(inverse.compose(done.pop()!));
      else done.push(inverse);
      lastTyped = typing ? now : 0;
      undone.length = 0;
    }
  });
  const move = (from: ChangeSet[], to: ChangeSet[]) => (view: EditorView) => {
    const changes = from.pop();
    if (!changes) return false;
    to.push(changes.invert(view.state.doc));
    view.dispatch({changes, annotations: fromHistory.of(true), scrollIntoView: true});
    lastTyped = 0;
    return true;
  };
  return [
    record,
    keymap.of([
      {key: 'Mod-z', run: move(done, undone), preventDefault: true},
      {key: 'Mod-Shift-z', run: move(undone, done), preventDefault: true},
      {key: 'Mod-y', run: move(undone, done), preventDefault: true},
    ]),
  ];
}
