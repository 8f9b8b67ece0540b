import {ALIASES_PROP, TITLE_ALIASES_KEY} from './client/aliasesProp';

/** The parts of an mdast node this plugin reads: a heading's trailing `{/* … *\/}` expression. */
type MdastNode = {
  type: string;
  value?: string;
  depth?: number;
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>};
};
/** Docusaurus hands remark plugins the page's parsed front matter as `file.data.frontMatter`. */
type VFileLike = {path?: string; data?: object};

export {ALIASES_PROP, TITLE_ALIASES_KEY};

/**
 * A plain slug: letters, digits, `-` and `_`. Letters may be any script's, because published links
 * carry ids that Docusaurus slugged from non-ASCII headings (`attempt-6-naïvely-…`); they must be
 * in Unicode's composed form (NFC), the form those ids were published in, or the link would not
 * match them.
 */
const ID = /^[\p{L}\p{N}_-]+$/u;
const isId = (id: string) => ID.test(id) && id.normalize('NFC') === id;

/**
 * Reads a heading's id comment. Docusaurus takes the first `#id` of `{/* #id *\/}` as the heading's
 * id and ignores the rest of the comment; this returns every `#id` in order, or undefined when the
 * heading has no such comment.
 */
export function headingIds(heading: MdastNode): string[] | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'mdxTextExpression' || typeof last.value !== 'string') return undefined;
  const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(last.value)?.[1]?.trim();
  if (!comment?.startsWith('#')) return undefined;
  return comment.split(/\s+/).map((part) => part.replace(/^#/, ''));
}

/**
 * A remark plugin: `## Question {/* #id #old-id #other-old-id *\/}` keeps `id` as the heading's id
 * (Docusaurus reads only the first) and passes the further ids to the Heading component, which
 * renders each as an empty anchor inside the heading, so old links to those ids still land on it.
 * Also checks the ids a page's front matter gives its title (`title_anchor_aliases`). Fails the
 * build on a malformed or repeated id, since two elements of a page can't share one.
 */
export default function remarkHeadingAliases() {
  return (tree: MdastNode, file: VFileLike) => {
    const seen = new Set<string>();
    const fail = (message: string): never => {
      throw new Error(`${file.path ?? 'a page'}: ${message}`);
    };
    const claim = (id: string, where: string) => {
      if (!isId(id)) fail(`"${id}" in ${where} is not a valid id`);
      if (seen.has(id)) fail(`the id "${id}" is given to more than one heading`);
      seen.add(id);
    };
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>} | undefined)?.frontMatter;
    const titleAliases = frontMatter?.[TITLE_ALIASES_KEY];
    if (titleAliases !== undefined) {
      if (!Array.isArray(titleAliases) || titleAliases.some((id) => typeof id !== 'string')) {
        fail(`${TITLE_ALIASES_KEY} in the front matter must be a list of ids`);
      }
      for (const id of titleAliases as string[]) claim(id, `the front matter's ${TITLE_ALIASES_KEY}`);
    }
    const visit = (node: MdastNode): void => {
      if (node.type === 'heading') {
        const ids = headingIds(node);
        if (ids) {
          for (const id of ids) claim(id, "a heading's id comment");
          const aliases = ids.slice(1);
          if (aliases.length > 0) {
            node.data = {...node.data, hProperties: {...node.data?.hProperties, [ALIASES_PROP]: aliases.join(' ')}};
          }
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
