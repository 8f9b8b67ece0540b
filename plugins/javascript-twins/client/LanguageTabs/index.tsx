import React, {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {chooseLanguage, currentLanguage, subscribeToLanguage, type CodeLanguage} from './languageChoice';
import styles from './styles.module.css';

const languages: ReadonlyArray<{value: CodeLanguage; label: string}> = [
  {value: 'ts', label: 'TypeScript'},
  {value: 'js', label: 'JavaScript'},
];

/**
 * A TypeScript sample and its generated JavaScript twin (plugins/javascript-twins) as tabs. One
 * choice for the whole site: it persists, syncs between open tabs, and switches every sample on
 * the page at once.
 *
 * Written here rather than with Docusaurus's Tabs because those restore a stored choice only
 * after hydration, so a JavaScript reader would see every sample swap, and the page shift, on
 * every load. Here CSS shows the chosen panel from the first paint (an attribute set before it),
 * and React only keeps the tabs' ARIA state in step.
 */
export default function LanguageTabs({
  children,
  deferJavaScript,
}: {
  children: ReactNode;
  deferJavaScript?: string;
}): ReactNode {
  const [typescript, javascript] = React.Children.toArray(children);
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, () => 'ts' as const);
  // `deferJavaScript` (a tutorial step's diff; its value is the JavaScript's line count): the
  // JavaScript side is not in the server's HTML, which keeps the long tutorials within their byte
  // budget. It is drawn once the reader shows JavaScript, from the page's table of static content
  // (plugins/static-html), which then loads; its place is kept at its height meanwhile (CSS).
  const deferred = deferJavaScript !== undefined;
  // Drawn from the first render in which the reader's language is JavaScript (never on the
  // server, nor while hydrating: the server snapshot is TypeScript), and from then on. Set while
  // rendering, React's pattern for state that follows a value, so no frame shows the empty place.
  const [javascriptDrawn, drawJavaScript] = useState(!deferred);
  if (language === 'js' && !javascriptDrawn) drawJavaScript(true);
  const id = useId();
  const tabList = useRef<HTMLUListElement>(null);

  // Keeps these tabs where they are on screen while the samples above change length.
  const choose = (value: CodeLanguage) => {
    const before = tabList.current?.getBoundingClientRect().top ?? 0;
    chooseLanguage(value);
    const after = tabList.current?.getBoundingClientRect().top ?? 0;
    if (after !== before) window.scrollBy({top: after - before, behavior: 'instant'});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = language === 'ts' ? 'js' : 'ts';
    const target = event.key === 'Home' ? 'ts' : event.key === 'End' ? 'js' : next;
    choose(target);
    tabList.current?.querySelector<HTMLElement>(`[data-language="${target}"]`)?.focus();
  };

  return (
    <div className={styles.languageTabs}>
      <ul ref={tabList} role="tablist" aria-label="Code language" className={clsx('tabs', styles.tabList)}>
        {languages.map(({value, label}) => (
          <li
            key={value}
            role="tab"
            id={`${id}-${value}-tab`}
            aria-controls={`${id}-${value}`}
            aria-selected={language === value}
            tabIndex={language === value ? 0 : -1}
            data-language={value}
            className={clsx('tabs__item', styles.tab)}
            onClick={() => choose(value)}
            onKeyDown={onKeyDown}
          >
            {label}
          </li>
        ))}
      </ul>
      <div role="tabpanel" id={`${id}-ts`} aria-labelledby={`${id}-ts-tab`} className={styles.typescript}>
        {typescript}
      </div>
      <div
        role="tabpanel"
        id={`${id}-js`}
        aria-labelledby={`${id}-js-tab`}
        className={clsx(styles.javascript, deferred && styles.deferred)}
        style={deferred ? ({'--deferred-lines': Number(deferJavaScript)} as CSSProperties) : undefined}
        aria-busy={javascriptDrawn ? undefined : true}
      >
        {javascriptDrawn && javascript}
      </div>
    </div>
  );
}
