import React, {type ComponentProps, type ReactNode, useMemo} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import {useCodeTokens} from '@site/src/codeHighlight/CodeTokensContext';
import {decodeTokens, plainTokens, type Token} from '@site/src/codeHighlight/tokenFormat';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/*
 * Replaces (does not wrap) Docusaurus's CodeBlock/Content: the original tokenizes with Prism in
 * the browser, which is what pulls Prism into every page's JavaScript. This one draws the tokens
 * computed at build time (plugins/static-highlight) with the same markup, the same Line
 * component and the same classes; colours come from a stylesheet generated from the themes.
 * Code without build-time tokens (a <CodeBlock> written in JSX) shows as plain text.
 */

const getLineProps: LineProps['getLineProps'] = ({className, line: _line, ...rest}) => ({
  ...rest,
  className: clsx('token-line', className),
});

const getTokenProps: LineProps['getTokenProps'] = ({token, className, ...rest}) => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
});

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const encoded = useCodeTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines: Token[][] = useMemo(() => (encoded ? decodeTokens(code, encoded) : undefined) ?? plainTokens(code), [code, encoded]);
  return (
    <pre
      ref={wordWrap.codeBlockRef as ComponentProps<'pre'>['ref']}
      // A scrollable region must be reachable by keyboard (as in the original).
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
