import React, {Suspense, type CSSProperties, type ReactNode} from 'react';
import {useStaticMode, useStaticStrings, type StaticTable} from './table';

type Props = {
  /** The element's tag. */
  as: string;
  /** The page's table and this element's entry in it. */
  t: StaticTable;
  s: number;
  id?: string;
  className?: string;
  style?: CSSProperties;
  start?: number;
  'data-static-html'?: string;
};

/**
 * A static element of a page (plugins/static-html): one element whose inner HTML is a string from
 * the page's table, so React neither creates nor hydrates what is inside it.
 */
export default function StaticHtml(props: Props): ReactNode {
  const mode = useStaticMode(props.t);
  if (mode === 'server DOM') return <Element {...props} html="" />;
  if (mode === 'ready') return <Element {...props} html={props.t.strings![props.s]!} />;
  return (
    <Suspense fallback={null}>
      <Awaited {...props} />
    </Suspense>
  );
}

function Awaited(props: Props): ReactNode {
  const strings = useStaticStrings(props.t);
  return <Element {...props} html={strings[props.s]!} />;
}

function Element({as: Tag, t: _table, s: _index, html, ...attributes}: Props & {html: string}): ReactNode {
  return React.createElement(Tag, {...attributes, dangerouslySetInnerHTML: {__html: html}});
}
