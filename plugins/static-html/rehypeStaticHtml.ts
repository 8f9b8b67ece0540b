import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import {toHtml} from 'hast-util-to-html';
import {ownFile} from '../_shared/ownFile';
import {validatedOptions} from '../_shared/withOptions';
import {schema, type Options} from './options';

/*
 * A rehype plugin (the last one of the MDX pipeline, for docs and pages). Every subtree of a page
 * that holds no component and no expression, and every code block, leaves the page's JavaScript:
 * its HTML (for a code block, its code and build-time tokens) goes into a table, a JSON file of
 * its own, and the page keeps one small component in its place (./client/StaticHtml.tsx,
 * StaticCode.tsx) that points into the table. Astro's MDX integration calls the first half of this
 * "optimize"; nothing like it exists for Docusaurus, hence this file.
 *
 * Why: a Docusaurus page's chunk is its compiled MDX, a React element for every paragraph, link
 * and token, all downloaded, created and hydrated again in the browser although the server's HTML
 * already shows them. Here the browser's first load of a page downloads no table at all: React
 * hydrates each static element as one element and keeps the server's DOM. The table loads only
 * when the page is rendered in the browser (a client-side navigation), prefetched on hover.
 *
 * What stays a component, because it behaves: headings (anchor, copy link, TOC), images,
 * `details`, task lists, and every JSX element and expression of the source. What static links
 * keep (see ./client/StaticHtmlLinks.tsx): the base URL and the `target="_blank"` of external
 * links are applied here, as Docusaurus's Link would; client-side navigation, prefetching and the
 * build's broken-link and broken-anchor checks come from one StaticHtmlLinks element that the
 * plugin adds to the page with every internal link and id it moved into HTML.
 */

export type {Options} from './options';

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
/** True in the server bundle, false in the browser's (plugins/static-html/index.ts defines it). */
export const serverFlag = '__STATIC_HTML_ON_SERVER__';
/** The names the page's module gets for the table and the two components. */
const tableName = '__staticTable';
/** What each page's module imports: this plugin's browser modules, by path (./client). */
const client = (file: string) => JSON.stringify(ownFile(__dirname, 'client', file));
const imports = `import ${collectorName} from ${client('StaticHtmlLinks.tsx')};
import StaticHtml from ${client('StaticHtml.tsx')};
import StaticCode from ${client('StaticCode.tsx')};
import {createStaticTable} from ${client('table.ts')};`;

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

/** Root attributes of a diagram that stay on its <svg> element (with their React names); the rest are presentation, inherited from a <g>. */
const svgRootAttributes: Record<string, string> = {xmlns: 'xmlns', viewBox: 'viewBox', width: 'width', height: 'height', role: 'role', class: 'className', preserveAspectRatio: 'preserveAspectRatio'};

/**
 * A diagram (an SVG file imported into the page) used as `<Diagram role="img" titleId="…" className="…" />`:
 * a StaticHtml <svg> with the file's drawing as its inner HTML, instead of the React component
 * that the bundler makes from the file (which put every shape in the page's JavaScript).
 *
 * A wide drawing may have a portrait twin beside it (`flow.svg` and `flow.portrait.svg`): both go
 * into the frame, and CSS shows the portrait one below 600 px (src/css/custom.css), so a phone
 * gets a layout drawn for it rather than a strip that scrolls. Only the one shown is in the
 * accessibility tree (the other is `display: none`); each names itself by its own <title>.
 */
function diagram(node: Node, file: string, table: Table): Node | undefined {
  const props = new Map<string, string>();
  for (const attribute of (node.attributes ?? []) as Array<{type: string; name?: string; value?: unknown}>) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || !attribute.name) return undefined;
    props.set(attribute.name, attribute.value);
  }
  const portraitFile = file.replace(/\.svg$/, '.portrait.svg');
  const portrait = existsSync(portraitFile);
  const drawings = portrait
    ? [drawing(props, file, table, 'landscape'), drawing(props, portraitFile, table, 'portrait')]
    : [drawing(props, file, table)];
  if (drawings.includes(undefined)) return undefined;
  const className = portrait ? 'diagram-frame diagram-frame--paired' : 'diagram-frame';
  // Focusable, so that a keyboard can scroll it when it scrolls (WCAG 2.1.1).
  return {type: 'mdxJsxFlowElement', name: 'div', attributes: [literal('className', className), expressionAttribute('tabIndex', '0')], children: drawings as Node[]};
}

/** One drawing of a diagram: its <svg> as a StaticHtml element, the drawing itself a string of the table. */
function drawing(props: Map<string, string>, file: string, table: Table, variant?: 'landscape' | 'portrait'): Node | undefined {
  const svg = readFileSync(file, 'utf8');
  const root = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!root) return undefined;
  const attributes: unknown[] = [literal('as', 'svg'), tableAttribute(), expressionAttribute('s', String(table.strings.length))];
  const presentation: string[] = [];
  const own = new Map<string, string>();
  for (const [, name, value] of root[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (svgRootAttributes[name!]) own.set(svgRootAttributes[name!]!, value!);
    else if (name!.startsWith('aria-')) own.set(name!, value!);
    else if (name !== 'id') presentation.push(`${name}="${value}"`);
  }
  // The two drawings of a pair are on the page together: their titles need ids of their own.
  const titleId = props.get('titleId') && (variant === 'portrait' ? `${props.get('titleId')}-portrait` : props.get('titleId'));
  if (props.get('role')) own.set('role', props.get('role')!);
  const classes = [own.get('className'), props.get('className'), variant && `diagram--${variant}`].filter(Boolean).join(' ');
  if (classes) own.set('className', classes);
  if (titleId) own.set('aria-labelledby', titleId);
  for (const [name, value] of own) attributes.push(literal(name, value));
  let inner = root[2]!.trim();
  // The title stays the <svg>'s first child: it names the picture.
  const title = /^<title\b[^>]*>[\s\S]*?<\/title>/.exec(inner)?.[0] ?? '';
  inner = inner.slice(title.length).trim();
  const named = titleId ? title.replace(/^<title\b[^>]*>/, `<title id="${titleId}">`) : title;
  table.strings.push(presentation.length ? `${named}<g ${presentation.join(' ')}>${inner}</g>` : `${named}${inner}`);
  // On a phone, a diagram shrunk to the column's width has 5–6 px text. Its frame scrolls
  // sideways instead, like a wide table, once the column is narrower than the width at which
  // the drawing's most used font size shows at 10 px (src/css/custom.css, .diagram-frame).
  const viewBoxWidth = Number(own.get('viewBox')?.split(/[\s,]+/)[2]);
  const readableWidth = viewBoxWidth > 0 ? Math.round((viewBoxWidth * 10) / dominantFontSize(svg)) : undefined;
  if (readableWidth) attributes.push(expressionAttribute('style', JSON.stringify({'--diagram-readable-width': `${readableWidth}px`})));
  return {type: 'mdxJsxFlowElement', name: 'StaticHtml', attributes, children: []};
}

/**
 * The font size most of a drawing's text elements use (14 when it sets none). A `<text>` without
 * a size of its own takes its group's or the drawing's (`<g font-size>`, `<svg font-size>`), so each is
 * counted with the size it shows.
 */
function dominantFontSize(svg: string): number {
  const counts = new Map<number, number>();
  const inherited: Array<number | undefined> = [];
  for (const [, closing, name, attributes] of svg.matchAll(/<(\/?)(svg|g|text)\b([^>]*)>/g)) {
    if (name !== 'text') {
      if (closing) inherited.pop();
      else if (!attributes!.endsWith('/')) inherited.push(Number(/font-size="([\d.]+)"/.exec(attributes!)?.[1]) || inherited.at(-1));
      continue;
    }
    if (closing) continue;
    const size = Number(/font-size="([\d.]+)"/.exec(attributes!)?.[1]) || inherited.at(-1) || 14;
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 14;
}

/** The page's table: the strings that leave its JavaScript, in order. */
type Table = {strings: string[]; found: {hrefs: Set<string>; ids: Set<string>}};

const literal = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
const tableAttribute = () => expressionAttribute('t', tableName);

/** Replaces a static element by a StaticHtml element of the same tag, its HTML moved into the table. */
function collapse(node: Node, baseUrl: string, table: Table): Node {
  const {internal} = prepareSubtree(node, baseUrl, table.found);
  const html = toHtml({type: 'root', children: node.children} as Parameters<typeof toHtml>[0]);
  const {id, className, start} = node.properties ?? {};
  const attributes: unknown[] = [literal('as', node.tagName!), tableAttribute(), expressionAttribute('s', String(table.strings.length))];
  table.strings.push(html);
  if (typeof id === 'string') attributes.push(literal('id', id));
  if (Array.isArray(className)) attributes.push(literal('className', className.join(' ')));
  if (typeof start === 'number') attributes.push(expressionAttribute('start', String(start)));
  if (internal) attributes.push(literal(staticLinksAttribute, ''));
  return {type: phrasingTags.has(node.tagName!) ? 'mdxJsxTextElement' : 'mdxJsxFlowElement', name: 'StaticHtml', attributes, children: []};
}

/** A fenced code block (`pre` > `code` with text): a StaticCode element, its code and tokens moved into the table. */
function codeBlock(node: Node, table: Table): Node | undefined {
  const code = node.children?.length === 1 ? node.children[0] : undefined;
  if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const text = code.children?.map((child) => (child.type === 'text' ? String(child.value) : undefined));
  if (!text || text.includes(undefined)) return undefined;
  const {className, metastring} = code.properties ?? {};
  // The build-time tokens (plugins/static-highlight) arrive as the attribute `data-tokens`.
  const dataTokens = code.properties?.['data-tokens'] ?? code.properties?.dataTokens;
  const attributes: unknown[] = [tableAttribute(), expressionAttribute('s', String(table.strings.length))];
  table.strings.push(text.join(''), typeof dataTokens === 'string' ? dataTokens : '');
  if (Array.isArray(className)) attributes.push(literal('className', className.join(' ')));
  if (typeof metastring === 'string') attributes.push(literal('metastring', metastring));
  return {type: 'mdxJsxFlowElement', name: 'StaticCode', attributes, children: []};
}

/** Writes a table where the page's module can import it; the name is its content's hash. */
function writeTable(strings: string[], dir: string): string {
  const json = JSON.stringify(strings);
  const file = path.join(dir, `${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`);
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, json);
  return file;
}

/** The plugin. */
export default function rehypeStaticHtml(input: Options) {
  const options = validatedOptions<Options>('rehypeStaticHtml', schema, input);
  const tableDir = options.tableDir ?? path.join(process.cwd(), 'node_modules', '.cache', 'static-html');
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Node, vfile: {path?: string}) => {
    const table: Table = {strings: [], found: {hrefs: new Set<string>(), ids: new Set<string>()}};
    const diagrams = diagramImports(tree, siteDir, vfile.path);
    const drawn = new Set<string>();
    const walk = (parent: Node) => {
      parent.children = parent.children?.map((child) => {
        const diagramFile = child.type === 'mdxJsxFlowElement' && child.name ? diagrams.get(child.name) : undefined;
        const drawing = diagramFile ? diagram(child, diagramFile.file, table) : undefined;
        if (drawing) {
          drawn.add(child.name!);
          return drawing;
        }
        const code = child.type === 'element' ? codeBlock(child, table) : undefined;
        if (code) return code;
        // A static link on its own stays Docusaurus's Link; an element whose attributes this
        // plugin does not write is looked into, and so is a heading (it stays a component).
        if (child.type === 'element' && isStatic(child) && child.tagName !== 'a' && simpleProperties(child)) {
          return collapse(child, options.baseUrl, table);
        }
        if (!(child.type === 'element' && /^h[1-6]$/.test(child.tagName ?? ''))) walk(child);
        return child;
      });
    };
    walk(tree);
    // A diagram drawn as static HTML everywhere on the page: its import goes, and its component with it.
    for (const name of drawn) {
      const {esm} = diagrams.get(name)!;
      const estree = esm.data!.estree as {body: Array<{type: string; specifiers?: Array<{local: {name: string}}>}>};
      estree.body = estree.body.filter((statement) => !(statement.type === 'ImportDeclaration' && statement.specifiers?.length === 1 && statement.specifiers[0]!.local.name === name && !stillUsed(tree, name)));
    }
    if (table.strings.length === 0 && table.found.ids.size === 0) return;
    const file = writeTable(table.strings, tableDir);
    // The server renders with the table at hand (a JSON module of the server bundle); in the
    // browser it is a chunk of its own, loaded on demand. The bundler drops the other branch.
    // A page rendered in the browser after the app started waits, as it loads, for its table
    // (the module's top-level await), so it renders complete: scrolling to an anchor finds it.
    const esm = `${imports}\nexport const ${tableName} = createStaticTable(${serverFlag} ? require(${JSON.stringify(file)}) : () => import(${JSON.stringify(file)}));\nawait ${tableName}.ready;`;
    tree.children!.unshift({type: 'mdxjsEsm', value: esm, data: {estree: program(esm)}});
    tree.children!.push({
      type: 'mdxJsxFlowElement',
      name: collectorName,
      attributes: [expressionAttribute('hrefs', JSON.stringify([...table.found.hrefs])), expressionAttribute('ids', JSON.stringify([...table.found.ids]))],
      children: [],
    });
  };
}

/** The page's default imports of SVG files (`import Flow from '@site/static/img/flow.svg'`): name → file. */
function diagramImports(tree: Node, siteDir: string, pagePath: string | undefined): Map<string, {file: string; esm: Node}> {
  const found = new Map<string, {file: string; esm: Node}>();
  for (const esm of tree.children ?? []) {
    if (esm.type !== 'mdxjsEsm') continue;
    const body = (esm.data?.estree as {body?: Array<{type: string; source?: {value?: unknown}; specifiers?: Array<{type: string; local: {name: string}}>}>} | undefined)?.body ?? [];
    for (const statement of body) {
      const source = statement.source?.value;
      const specifier = statement.specifiers?.[0];
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string' || !source.endsWith('.svg') || statement.specifiers?.length !== 1 || specifier?.type !== 'ImportDefaultSpecifier') continue;
      const file = source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : pagePath && source.startsWith('.') ? path.resolve(path.dirname(pagePath), source) : undefined;
      if (file) found.set(specifier.local.name, {file, esm});
    }
  }
  return found;
}

/** Whether a name is still used by an element of the page (a diagram left as a component somewhere). */
function stillUsed(tree: Node, name: string): boolean {
  return (tree.children ?? []).some(function used(node: Node): boolean {
    return ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) || (node.children ?? []).some(used);
  });
}
