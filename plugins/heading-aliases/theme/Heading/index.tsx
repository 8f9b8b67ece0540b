/**
 * Wraps the theme's Heading. Why: other sites link to FAQ answers by the ids of earlier editions
 * of these pages. A heading whose id comment lists more ids after its own
 * (`## Question {/* #id #old-id *\/}`, read by ../../remarkHeadingAliases.ts) keeps `id` as its id, for
 * the TOC and its own "#" link, and gets each further id as an empty anchor inside it, so an old
 * link scrolls to the same heading. The anchors are registered with Docusaurus's broken-anchor
 * check, so links to them within the site are valid too. Headings without extra ids render the
 * original untouched.
 */
import type {ComponentProps, ReactNode} from 'react';
import OriginalHeading from '@theme-init/Heading';
import type {Props} from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import {ALIASES_PROP} from '../../client/aliasesProp';

type Level = Props['as'];
type AliasedHeadingProps = ComponentProps<Level> & {level: Level; aliasIds: readonly string[]; aliasClassName?: string};

/** The heading element, its alias anchors first; the original Heading renders it as its `as`. */
function AliasedHeading({level: Tag, aliasIds, aliasClassName, children, ...rest}: AliasedHeadingProps): ReactNode {
  return (
    <Tag {...rest}>
      {aliasIds.map((id) => (
        <span key={id} id={id} className={aliasClassName} />
      ))}
      {children}
    </Tag>
  );
}

export default function Heading(props: Props): ReactNode {
  const {[ALIASES_PROP]: aliases, ...rest} = props as Props & {[ALIASES_PROP]?: string};
  const brokenLinks = useBrokenLinks();
  // The same scroll margin as the heading itself, so an old link stops where a current one does.
  const aliasClassName = useAnchorTargetClassName(aliases === undefined ? undefined : 'alias');
  if (aliases === undefined) return <OriginalHeading {...rest} />;
  const aliasIds = aliases.split(' ');
  for (const id of aliasIds) brokenLinks.collectAnchor(id);
  const aliasedProps = {...rest, as: AliasedHeading, level: rest.as, aliasIds, aliasClassName};
  return <OriginalHeading {...(aliasedProps as unknown as Props)} />;
}
