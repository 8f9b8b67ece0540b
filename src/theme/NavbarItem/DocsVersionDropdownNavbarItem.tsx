/**
 * Wraps the theme's version dropdown. Why: with a single docs version Docusaurus renders a plain
 * link instead of a dropdown, but the site's specification asks for a dropdown that offers the one
 * version (Next) — the same control readers will use once a second version exists. With two or
 * more versions the original component renders unchanged.
 */
import type {ReactNode} from 'react';
import OriginalDocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';

export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const {docsPluginId, dropdownItemsBefore, dropdownItemsAfter, dropdownActiveClassDisabled: _unused, ...rest} = props;
  const versions = useVersions(docsPluginId);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const extraItems = dropdownItemsBefore.length + dropdownItemsAfter.length;
  if (versions.length !== 1 || extraItems > 0) {
    return <OriginalDocsVersionDropdownNavbarItem {...props} />;
  }
  const version = versions[0]!;
  // The same page in that version when there is one, otherwise the version's main doc.
  const target =
    activeDocContext.alternateDocVersions[version.name] ??
    version.docs.find((doc) => doc.id === version.mainDocId)!;
  return (
    <DropdownNavbarItem
      {...rest}
      label={version.label}
      // The toggle opens the menu on click (no link of its own); the menu item is the link.
      items={[{label: version.label, to: target.path, isActive: () => activeDocContext.activeVersion === version}]}
    />
  );
}
