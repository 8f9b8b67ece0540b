import type {Config} from '@docusaurus/types';

/**
 * What the build does about broken content: broken links and anchors fail it, broken Markdown
 * links and duplicate routes warn. Shared with the fixture site of tests/build so the test proves
 * these exact settings.
 */
export const buildChecks = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
} satisfies Partial<Config>;
