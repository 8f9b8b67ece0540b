import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {CodeTokensContext} from '@site/src/codeHighlight/CodeTokensContext';

type Props = WrapperProps<typeof CodeBlockType> & {'data-tokens'?: string};

/**
 * Wraps the code block to pass on the tokens computed at build time (the `data-tokens` prop that
 * plugins/static-highlight adds to fenced code) to CodeBlock/Content, which draws them.
 */
export default function CodeBlockWrapper({'data-tokens': tokens, ...props}: Props): ReactNode {
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlock {...props} />
    </CodeTokensContext.Provider>
  );
}
