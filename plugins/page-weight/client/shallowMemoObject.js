// Upstream: @docusaurus/theme-common@3.10.2 src/utils/reactUtils.tsx sha256:68aa75b08739
// Portions copied from Docusaurus: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
//
// Docusaurus theme-common's reactUtils, with one function replaced (see ../index.ts). The original
// module is imported by its file path, which the replacement in ../index.ts leaves alone.
import {useMemo} from 'react';

export * from '../../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';

/**
 * The same as the original: the object itself, kept as long as its keys and values stay the
 * same. The keys are ordered by code unit instead of `localeCompare`, whose first call on a page
 * builds the browser's collator for the locale (measured at 74 ms of a phone-speed load); any
 * fixed order serves.
 */
export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
