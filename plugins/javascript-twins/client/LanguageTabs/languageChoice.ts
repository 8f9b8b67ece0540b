import {createStorageSlot} from '@docusaurus/theme-common';
import {htmlAttribute, storageKey} from '../codeLanguage';

/** The code language a reader reads samples in. */
export type CodeLanguage = 'ts' | 'js';

const listeners = new Set<() => void>();
let stopListening: (() => void) | undefined;

/** The language in effect on this page. */
export function currentLanguage(): CodeLanguage {
  return document.documentElement.getAttribute(htmlAttribute) === 'js' ? 'js' : 'ts';
}

function apply(language: CodeLanguage) {
  document.documentElement.setAttribute(htmlAttribute, language);
  listeners.forEach((listener) => listener());
}

/** Shows every sample in `language` and remembers the choice (storage that throws is only a warning). */
export function chooseLanguage(language: CodeLanguage): void {
  apply(language);
  createStorageSlot(storageKey).set(language);
}

/** For useSyncExternalStore: also follows a choice made in another tab. */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  stopListening ??= createStorageSlot(storageKey).listen((event) => apply(event.newValue === 'js' ? 'js' : 'ts'));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopListening?.();
      stopListening = undefined;
    }
  };
}
