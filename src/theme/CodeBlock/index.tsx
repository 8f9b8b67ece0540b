import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {CodeTokensContext} from '@site/src/codeHighlight/CodeTokensContext';

type Props = CodeBlockProps & {'data-tokens'?: string};

/**
 * Replaces (does not wrap) Docusaurus's CodeBlock, to pass on the tokens computed at build time
 * (the `data-tokens` prop that plugins/static-highlight adds to fenced code) to
 * CodeBlock/Content, which draws them; otherwise the original's logic.
 *
 * Why not a wrapper: the original gives its content `key={String(isBrowser)}`, which remounts
 * every code block right after hydration, so that colours written into inline styles on the
 * server follow the reader's colour mode. Here colours never depend on rendering (token colours
 * and the block's own colours are CSS scoped by `data-theme`, see plugins/static-highlight), and
 * the remount cost a long page a full re-layout after hydration (measured with
 * scripts/profile-page.ts: all code lines removed and re-added to layout).
 */
export default function CodeBlock({'data-tokens': tokens, children, ...props}: Props): ReactNode {
  const elements = React.Children.toArray(children).some((child) => isValidElement(child));
  const content = elements ? children : Array.isArray(children) ? children.join('') : children;
  return (
    <CodeTokensContext.Provider value={tokens}>
      {typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>}
    </CodeTokensContext.Provider>
  );
}
