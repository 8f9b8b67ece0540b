/**
 * Wraps the theme's version dropdown. Why: with a single docs version Docusaurus renders a plain
 * link instead of a dropdown, but the site's specification asks for a dropdown that offers the one
 * version (Next) — the same control readers will use once a second version exists. With two or
 * more versions the original component renders unchanged.
 *
 * In the phone drawer a one-entry menu is a dead control: there, with one version and one locale,
 * it is one muted row at the bottom of the menu, "Version: Next · English" (the locale dropdown
 * renders nothing there, see ./LocaleDropdownNavbarItem).
 */
import type {ReactNode} from 'react';
import OriginalDocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const {docsPluginId, dropdownItemsBefore, dropdownItemsAfter, dropdownActiveClassDisabled: _unused, ...rest} = props;
  const versions = useVersions(docsPluginId);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {i18n} = useDocusaurusContext();
  const extraItems = dropdownItemsBefore.length + dropdownItemsAfter.length;
  if (versions.length !== 1 || extraItems > 0) {
    return <OriginalDocsVersionDropdownNavbarItem {...props} />;
  }
  const version = versions[0]!;
  if (props.mobile && i18n.locales.length === 1) {
    const language = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
    return (
      <li className="menu__list-item navbar-sidebar__edition">
        Version: {version.label} · {language}
      </li>
    );
  }
  // The same page in that version when there is one, otherwise the version's main doc.
  const target =
    activeDocContext.alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId)!;
  return (
    <DropdownNavbarItem
      {...rest}
      label={version.label}
      // The toggle opens the menu on click (no link of its own); the menu item is the link.
      items={[{label: version.label, to: target.path, isActive: () => activeDocContext.activeVersion === version}]}
    />
  );
}
