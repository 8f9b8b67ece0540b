/** One remark or rehype plugin of the site's MDX pipeline, as Docusaurus's options list it (`plugin` or `[plugin, options]`). */
type MdxPlugin = unknown;

export type MarkdownStep = {
  /** Where it runs: before Docusaurus's own remark plugins, after them, or on the HTML tree. */
  stage: 'beforeDefaultRemark' | 'remark' | 'rehype';
  plugin: MdxPlugin;
  /** Why it runs for the docs alone (pages are the home page and /errors). */
  docsOnly?: string;
};

export type MarkdownOptions = {
  beforeDefaultRemarkPlugins: MdxPlugin[];
  remarkPlugins: MdxPlugin[];
  rehypePlugins: MdxPlugin[];
};

/**
 * The remark and rehype halves of the site's features, in one ordered list, as options for the
 * docs plugin and the pages plugin alike. Each feature is listed once; one that must not run on
 * pages says why. (Written here because Docusaurus takes these lists per content plugin, and two
 * hand-kept copies drifted apart silently.)
 */
export function markdownPipeline(steps: readonly MarkdownStep[]): {docs: MarkdownOptions; pages: MarkdownOptions} {
  const options = (includeDocsOnly: boolean): MarkdownOptions => {
    const at = (stage: MarkdownStep['stage']) =>
      steps.filter((step) => step.stage === stage && (includeDocsOnly || !step.docsOnly)).map((step) => step.plugin);
    return {
      beforeDefaultRemarkPlugins: at('beforeDefaultRemark'),
      remarkPlugins: at('remark'),
      rehypePlugins: at('rehype'),
    };
  };
  return {docs: options(true), pages: options(false)};
}
