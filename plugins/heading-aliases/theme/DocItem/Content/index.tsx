/**
 * Wraps a doc's content (its title and body). Why: other sites link to the top of some pages by the
 * id an earlier edition gave its title or opening section (`/faq/actions#redux-faq-actions`,
 * `/style-guide#introduction`). A page lists such ids in its front matter, `title_anchor_aliases`
 * (checked by ../../../remarkHeadingAliases.ts like a heading's ids). Each is rendered as an empty anchor
 * just before the title, with the headings' scroll margin, so the link lands on the title; and is
 * registered with the broken-anchor check, as the Heading wrapper does for a heading's aliases.
 * Pages without the key render the original untouched.
 */
import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import {TITLE_ALIASES_KEY} from '../../../client/aliasesProp';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const listed = (frontMatter as Record<string, unknown>)[TITLE_ALIASES_KEY];
  const ids = Array.isArray(listed) ? listed.filter((id): id is string => typeof id === 'string') : [];
  const brokenLinks = useBrokenLinks();
  const className = useAnchorTargetClassName(ids.length > 0 ? 'title-alias' : undefined);
  for (const id of ids) brokenLinks.collectAnchor(id);
  return (
    <>
      {ids.map((id) => (
        <span key={id} id={id} className={className} />
      ))}
      <Content {...props} />
    </>
  );
}
