import {validatedOptions} from '../_shared/withOptions';
import {schema, type Options} from './options';
import {loadLanguages, tokenizeCode} from './tokenize';

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
export default function remarkStaticHighlight(input: Options) {
  const options = validatedOptions<Options>('remarkStaticHighlight', schema, input);
  loadLanguages(options.additionalLanguages ?? []);
  const visit = (node: MdastNode): void => {
    if (node.type === 'code' && node.lang && typeof node.value === 'string') {
      const tokens = tokenizeCode(node.value, node.lang, options.themes);
      if (tokens !== undefined)
        node.data = {...node.data, hProperties: {...node.data?.hProperties, 'data-tokens': tokens}};
    }
    node.children?.forEach(visit);
  };
  return (tree: MdastNode) => visit(tree);
}
