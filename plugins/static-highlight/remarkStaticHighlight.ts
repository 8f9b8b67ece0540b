import type {PrismTheme} from 'prism-react-renderer';
import {accessibleDarkCodeTheme, accessibleLightCodeTheme} from '../../config/prismLight';
import {loadLanguages, tokenizeCode} from './tokenize';

type Options = {
  additionalLanguages?: readonly string[];
  /**
   * The light and dark code themes: tokens that look like plain text in both need no span
   * (./plainTokens.ts). By default the site's (config/prismLight.ts), imported here rather than
   * passed in docusaurus.config.ts, whose plugin options are shipped to every page.
   */
  themes?: {light: PrismTheme; dark: PrismTheme};
};
/** The parts of an mdast node this plugin reads (a fenced code block has `lang` and `value`). */
type MdastNode = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>};
};

/**
 * A remark plugin: tokenizes every fenced code block at build time and hands the tokens to the
 * page as the code element's `data-tokens` prop (see ./theme/CodeBlock).
 */
export default function remarkStaticHighlight(options: Options = {}) {
  loadLanguages(options.additionalLanguages ?? []);
  const visit = (node: MdastNode): void => {
    if (node.type === 'code' && node.lang && typeof node.value === 'string') {
      const tokens = tokenizeCode(node.value, node.lang, options.themes ?? {light: accessibleLightCodeTheme, dark: accessibleDarkCodeTheme});
      if (tokens !== undefined) node.data = {...node.data, hProperties: {...node.data?.hProperties, 'data-tokens': tokens}};
    }
    node.children?.forEach(visit);
  };
  return (tree: MdastNode) => visit(tree);
}
