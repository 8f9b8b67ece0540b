/**
 * Undoes the second escaping of Markdown images' alt text.
 *
 * Docusaurus's image transform (mdx-loader's transformImage) turns `![alt](src)` into an MDX
 * `<img>` element whose `alt` attribute value it HTML-escapes (`"` → `&quot;`, `'` → `&#39;`, …).
 * An attribute value of an MDX element built in a plugin is used as the string it is, not
 * decoded like JSX source, so React escapes it again and readers (and screen readers) got
 * `&quot;` and `&#39;` as text: "the heading &quot;Redux Toolkit counter&quot;". This plugin
 * runs after that transform and restores the alt text the author wrote.
 */
type Attribute = {type: string; name?: string; value?: unknown};
type Node = {type: string; name?: string | null; attributes?: Attribute[]; children?: Node[]};

/** escape-html's five replacements, reversed (`&amp;` last, so `&amp;quot;` stays `&quot;`). */
const entities: Array<[RegExp, string]> = [
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&amp;/g, '&'],
];

/** The alt text as written, from escape-html's output. */
export function unescapeAlt(value: string): string {
  return entities.reduce((text, [pattern, character]) => text.replace(pattern, character), value);
}

/** Whether an element is an image that Docusaurus made from Markdown: an `<img>` whose `src` is an expression (the `require(…)` of the image file). */
function isTransformedImage(node: Node): boolean {
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'img') return false;
  const src = node.attributes?.find((attribute) => attribute.name === 'src');
  return (
    typeof src?.value === 'object' && (src.value as {type?: string} | null)?.type === 'mdxJsxAttributeValueExpression'
  );
}

/** The remark plugin (docs and pages: `remarkPlugins`, which run after Docusaurus's own). */
export default function remarkImageAltText() {
  return (tree: Node) => {
    const walk = (node: Node) => {
      if (isTransformedImage(node)) {
        for (const attribute of node.attributes!) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt' && typeof attribute.value === 'string')
            attribute.value = unescapeAlt(attribute.value);
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
