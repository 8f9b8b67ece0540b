import {ALIASES_PROP} from './client/aliasesProp';

/** The parts of an mdast node this plugin reads: a heading's trailing `{/* … *\/}` expression. */
type MdastNode = {
  type: string;
  value?: string;
  depth?: number;
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>};
};
type VFileLike = {path?: string};

export {ALIASES_PROP};

const ID = /^[A-Za-z0-9_-]+$/;

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
 * Fails the build on a malformed or repeated id, since two elements of a page can't share one.
 */
export default function remarkHeadingAliases() {
  return (tree: MdastNode, file: VFileLike) => {
    const seen = new Set<string>();
    const fail = (message: string): never => {
      throw new Error(`${file.path ?? 'a page'}: ${message}`);
    };
    const visit = (node: MdastNode): void => {
      if (node.type === 'heading') {
        const ids = headingIds(node);
        if (ids) {
          for (const id of ids) {
            if (!ID.test(id)) fail(`"${id}" in a heading's id comment is not a valid id`);
            if (seen.has(id)) fail(`the id "${id}" is given to more than one heading`);
            seen.add(id);
          }
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
