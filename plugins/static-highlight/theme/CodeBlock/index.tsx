import React, {isValidElement, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {decodeTokens, plainTokens} from '../../client/tokenFormat';
import {tokensToHtml} from '../../client/tokensToHtml';
import CodeBlockTools from '../../client/CodeBlockTools';

type Props = CodeBlockProps & {
  'data-tokens'?: string;
  /** Rendered without its code, keeping the server's DOM (plugins/static-html/client/StaticCode.tsx). */ 'data-from-server'?: boolean;
};

/*
 * Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/index.tsx sha256:02872fb480f9
 * Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/String.tsx sha256:76e8e89a5336
 *
 * Replaces (does not wrap) Docusaurus's CodeBlock and the components it renders (Content/String,
 * Layout, Container, Title, Content, Line), drawing the same markup and classes. Why:
 * - The tokens were computed at build time (../../remarkStaticHighlight.ts, the `data-tokens` prop):
 *   they are drawn as one HTML string, so no highlighter ships and a block hydrates as a handful
 *   of elements, not a component per token.
 * - The original remounts every block right after hydration (`key={String(isBrowser)}`) so
 *   that colours written inline on the server follow the colour mode; here colours are CSS
 *   scoped by `data-theme` and nothing remounts (a long page re-laid-out all its code).
 * - The copy and word-wrap buttons (Docusaurus's own, browser-only) mount per block when it
 *   comes near the screen or is pointed at or focused (../../client/CodeBlockTools.tsx), not all at once after
 *   hydration: that one task grew with every block on the page.
 * Code given as JSX children (rare) keeps the original's Content/Element.
 */
export default function CodeBlock({
  'data-tokens': tokens,
  'data-from-server': fromServer,
  children,
  ...props
}: Props): ReactNode {
  const elements = React.Children.toArray(children).some((child) => isValidElement(child));
  const code = elements ? undefined : Array.isArray(children) ? children.join('') : (children as string | undefined);
  if (code === undefined) return <ElementContent {...props}>{children}</ElementContent>;
  return <HighlightedCode {...props} tokens={tokens} code={code} fromServer={fromServer} />;
}

function HighlightedCode({
  tokens,
  code,
  fromServer,
  ...props
}: Omit<Props, 'children' | 'data-tokens' | 'data-from-server'> & {
  tokens?: string;
  code: string;
  fromServer?: boolean;
}): ReactNode {
  const {prism} = useThemeConfig();
  const {className, metastring, title, language, showLineNumbers} = props;
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const numbered = metadata.lineNumbersStart !== undefined;
  const html = useMemo(() => {
    const lines = (tokens ? decodeTokens(metadata.code, tokens) : undefined) ?? plainTokens(metadata.code);
    return tokensToHtml(lines, {
      lineClassNames: metadata.lineClassNames,
      numbered: numbered
        ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!}
        : undefined,
    });
  }, [metadata, tokens, numbered]);
  const preRef = useRef<HTMLPreElement>(null);
  return (
    <div className={clsx(metadata.className, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
      {metadata.title && <div className={layoutStyles.codeBlockTitle}>{metadata.title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        <pre
          ref={preRef}
          // A scrollable region must be reachable by keyboard (as in the original).
          tabIndex={0}
          className={clsx('prism-code', `language-${metadata.language}`, contentStyles.codeBlock, 'thin-scrollbar')}
        >
          <code
            className={clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering)}
            style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}
            dangerouslySetInnerHTML={{__html: html}}
          />
        </pre>
        <CodeBlockTools metadata={metadata} preRef={preRef} codeOnPage={fromServer} />
      </div>
    </div>
  );
}
