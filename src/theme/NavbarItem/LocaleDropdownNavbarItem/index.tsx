/**
 * Wraps the theme's locale dropdown. Why: with one locale, the phone drawer showed a "Languages"
 * menu with one entry, a dead control on the drawer's most valuable screen. There the version
 * item (./DocsVersionDropdownNavbarItem) shows one muted "Version: Next · English" row instead,
 * and this renders nothing. On desktop, and with two or more locales, the original renders.
 */
import type {ReactNode} from 'react';
import OriginalLocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function LocaleDropdownNavbarItem(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const single = i18n.locales.length === 1 && props.dropdownItemsBefore.length + props.dropdownItemsAfter.length === 0;
  if (props.mobile && single) return null;
  return <OriginalLocaleDropdownNavbarItem {...props} />;
}
