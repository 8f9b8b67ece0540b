import React, {Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useStaticMode, useStaticStrings, type StaticTable} from './table';

type Props = {
  /** The page's table and this block's entries in it: its code, then its build-time tokens. */
  t: StaticTable;
  s: number;
  className?: string;
  metastring?: string;
};

/**
 * A fenced code block of a page (plugins/static-html): its code and tokens come from the page's
 * table. While it keeps the server's DOM (the page the browser first loaded), it renders no code:
 * the copy button then reads the code from the page.
 */
export default function StaticCode(props: Props): ReactNode {
  const mode = useStaticMode(props.t);
  if (mode === 'server DOM') return <Block {...props} strings={undefined} />;
  if (mode === 'ready') return <Block {...props} strings={props.t.strings} />;
  return (
    <Suspense fallback={null}>
      <Awaited {...props} />
    </Suspense>
  );
}

function Awaited(props: Props): ReactNode {
  return <Block {...props} strings={useStaticStrings(props.t)} />;
}

function Block({s, className, metastring, strings}: Props & {strings: string[] | undefined}): ReactNode {
  return (
    <CodeBlock
      className={className}
      metastring={metastring}
      data-tokens={strings?.[s + 1] || undefined}
      data-from-server={!strings}
    >
      {strings ? strings[s]! : ''}
    </CodeBlock>
  );
}
