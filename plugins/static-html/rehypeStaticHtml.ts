import {parse} from 'acorn';
import {toHtml} from 'hast-util-to-html';

/*
 * A rehype plugin (the last one of the MDX pipeline, for docs and pages): every subtree of a page
 * that holds no component and no expression is handed to React as one element whose inner HTML is
 * a string, so the browser neither re-creates those nodes as React elements nor hydrates them, and
 * the page's chunk carries a string instead of a call per node. Astro's MDX integration calls this
 * "optimize"; nothing like it exists for Docusaurus, hence this file.
 *
 * What stays a component, because it behaves: headings (anchor, copy link, TOC), code blocks
 * (`pre`), images, `details`, task lists, and every JSX element and expression of the source.
 * What static links keep (see src/components/StaticHtmlLinks): the base URL and the
 * `target="_blank"` of external links are applied here, as Docusaurus's Link would; client-side
 * navigation, prefetching and the build's broken-link and broken-anchor checks come from one
 * StaticHtmlLinks element that the plugin adds to the page with every internal link and id it
 * moved into HTML.
 */

export type Options = {
  /** The site's base URL (`/` or `/sub/`): internal links get it, as Docusaurus's Link adds it. */
  baseUrl: string;
};

/** The parts of hast and mdast-MDX nodes this plugin reads and writes. */
type Node = {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: unknown[];
  children?: Node[];
  data?: Record<string, unknown>;
};

/** Elements that a Docusaurus component renders, or that must stay elements of their own. */
const componentTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'img', 'details', 'summary', 'script', 'style']);
/** Phrasing elements: a static one becomes a text-level JSX element. */
const phrasingTags = new Set(['a', 'abbr', 'b', 'br', 'cite', 'code', 'del', 'em', 'i', 'input', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);
/** Markers of the container elements whose links StaticHtmlLinks handles. */
export const staticLinksAttribute = 'data-static-html';
const collectorName = 'StaticHtmlLinks';
const collectorSource = '@site/src/components/StaticHtmlLinks';

const hasProtocol = (url: string) => /^(?:\w*:|\/\/)/.test(url);

/** The href Docusaurus's Link would render for `href` (base URL added to `/…` links). */
export function linkHref(href: string, baseUrl: string): string {
  const url = href.replace(/^pathname:\/\//, '');
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  return url.startsWith(baseUrl) ? url : baseUrl + url.slice(1);
}

function isStatic(node: Node): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type !== 'element' || !node.tagName || componentTags.has(node.tagName)) return false;
  const classes = node.properties?.className;
  if (node.tagName === 'ul' && Array.isArray(classes) && classes.includes('contains-task-list')) return false;
  return (node.children ?? []).every(isStatic);
}

/** Whether an element's own properties can be written here as plain JSX attributes. */
function simpleProperties(node: Node): boolean {
  return Object.entries(node.properties ?? {}).every(
    ([name, value]) =>
      (name === 'id' && typeof value === 'string') ||
      (name === 'start' && typeof value === 'number') ||
      (name === 'className' && Array.isArray(value) && value.every((item) => typeof item === 'string')),
  );
}

const elementCount = (node: Node): number => (node.type === 'element' ? 1 : 0) + (node.children ?? []).reduce((sum, child) => sum + elementCount(child), 0);

/** An estree Program holding one expression, as MDX's JSX attribute values and ESM nodes carry. */
function program(source: string) {
  return parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
}

function expressionAttribute(name: string, source: string) {
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: source, data: {estree: program(`(${source})`)}}};
}

/** Applies what Docusaurus's Link and MDX components would do to the subtree's elements, and records its links and ids. */
function prepareSubtree(node: Node, baseUrl: string, found: {hrefs: Set<string>; ids: Set<string>}): {internal: boolean} {
  let internal = false;
  const visit = (current: Node) => {
    if (current.type !== 'element') return;
    const properties = (current.properties ??= {});
    if (typeof properties.id === 'string') found.ids.add(properties.id);
    if (current.tagName === 'a' && typeof properties.href === 'string') {
      const original = properties.href;
      const href = linkHref(original, baseUrl);
      properties.href = href;
      const isInternal = !hasProtocol(original);
      if (!isInternal && properties.target === undefined) {
        properties.target = '_blank';
        properties.rel = ['noopener', 'noreferrer'];
      }
      if (isInternal && (properties.target === undefined || properties.target === '_self')) {
        found.hrefs.add(href);
        if (!href.startsWith('#')) internal = true;
      }
    }
    // Docusaurus's table cells get their alignment as a style, not the obsolete attribute.
    if ((current.tagName === 'td' || current.tagName === 'th') && typeof properties.align === 'string') {
      properties.style = `text-align:${properties.align}`;
      delete properties.align;
    }
    current.children?.forEach(visit);
  };
  visit(node);
  return {internal};
}

/** Replaces a static element by a JSX element of the same tag whose children are an HTML string. */
function collapse(node: Node, baseUrl: string, found: {hrefs: Set<string>; ids: Set<string>}): Node {
  const {internal} = prepareSubtree(node, baseUrl, found);
  const html = toHtml({type: 'root', children: node.children} as Parameters<typeof toHtml>[0]);
  const {id, className, start} = node.properties ?? {};
  const attributes: unknown[] = [];
  if (typeof id === 'string') attributes.push({type: 'mdxJsxAttribute', name: 'id', value: id});
  if (Array.isArray(className)) attributes.push({type: 'mdxJsxAttribute', name: 'className', value: className.join(' ')});
  if (typeof start === 'number') attributes.push(expressionAttribute('start', String(start)));
  if (internal) attributes.push({type: 'mdxJsxAttribute', name: staticLinksAttribute, value: ''});
  attributes.push(expressionAttribute('dangerouslySetInnerHTML', `{__html: ${JSON.stringify(html)}}`));
  return {
    type: phrasingTags.has(node.tagName!) ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
    name: node.tagName,
    attributes,
    children: [],
    // Written as JSX, so MDX renders the tag itself rather than the component mapped to it.
    data: {_mdxExplicitJsx: true},
  };
}

/** The plugin. */
export default function rehypeStaticHtml(options: Options) {
  return (tree: Node) => {
    const found = {hrefs: new Set<string>(), ids: new Set<string>()};
    const walk = (parent: Node) => {
      parent.children = parent.children?.map((child) => {
        // A static element with elements inside becomes HTML. One with text only is left as it is:
        // React sets its text at once, so nothing would be saved; a static link left alone stays
        // Docusaurus's Link. An element whose attributes this plugin does not write is looked into.
        if (child.type === 'element' && isStatic(child) && elementCount(child) > 1 && child.tagName !== 'a' && simpleProperties(child)) {
          return collapse(child, options.baseUrl, found);
        }
        walk(child);
        return child;
      });
    };
    walk(tree);
    if (found.hrefs.size === 0 && found.ids.size === 0) return;
    const importSource = `import ${collectorName} from '${collectorSource}';`;
    tree.children!.unshift({type: 'mdxjsEsm', value: importSource, data: {estree: program(importSource)}});
    tree.children!.push({
      type: 'mdxJsxFlowElement',
      name: collectorName,
      attributes: [expressionAttribute('hrefs', JSON.stringify([...found.hrefs])), expressionAttribute('ids', JSON.stringify([...found.ids]))],
      children: [],
    });
  };
}
