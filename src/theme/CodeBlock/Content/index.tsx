import React, {type ComponentProps, type ReactNode, useMemo} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useCodeTokens} from '@site/src/codeHighlight/CodeTokensContext';
import {decodeTokens, plainTokens} from '@site/src/codeHighlight/tokenFormat';
import {tokensToHtml} from '@site/src/codeHighlight/tokensToHtml';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/*
 * Replaces (does not wrap) Docusaurus's CodeBlock/Content. The original tokenizes with Prism in
 * the browser, which is what pulled Prism into every page's JavaScript, and renders a component
 * per token. This one draws the tokens computed at build time (plugins/static-highlight) as one
 * HTML string with the same markup and classes as CodeBlock/Line, so hydrating a code block
 * costs one element, not thousands. Colours come from a stylesheet generated from the themes.
 * Code without build-time tokens (a <CodeBlock> written in JSX) shows as plain text.
 */
export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const encoded = useCodeTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = useMemo(() => {
    const lines = (encoded ? decodeTokens(code, encoded) : undefined) ?? plainTokens(code);
    return tokensToHtml(lines, {
      lineClassNames,
      numbered: numbered ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!} : undefined,
    });
  }, [code, encoded, lineClassNames, numbered]);
  return (
    <pre
      ref={wordWrap.codeBlockRef as ComponentProps<'pre'>['ref']}
      // A scrollable region must be reachable by keyboard (as in the original).
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
