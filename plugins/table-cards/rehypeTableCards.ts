/*
 * A rehype plugin: every Markdown table of three or more columns gets the class `table--cards`,
 * and each of its body cells a `data-label` attribute holding its column's header text. Below
 * 600 px the plugin's CSS (./client/tableCards.css) lays such a table's rows out as stacked cards, each
 * cell under its column's label, so that no column is pushed out of view on a phone. Two-column
 * tables fit a phone as they are. The labels are copied at build time, so the cards need no script.
 */

/** The parts of hast nodes this plugin reads and writes. */
type Node = {
  type: string;
  tagName?: string;
  value?: unknown;
  properties?: Record<string, unknown>;
  children?: Node[];
};

/** Tables narrower than this fit a phone's column without stacking. */
export const minColumns = 3;
export const cardsClass = 'table--cards';

const elements = (node: Node | undefined, tagName: string): Node[] =>
  (node?.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

/** The text of a node, whitespace collapsed. */
function textOf(node: Node): string {
  if (node.type === 'text') return String(node.value);
  return (node.children ?? []).map(textOf).join('').replace(/\s+/g, ' ').trim();
}

function labelTable(table: Node): void {
  const head = elements(table, 'thead')[0];
  const headerRow = elements(head, 'tr')[0];
  const labels = elements(headerRow, 'th').map(textOf);
  if (labels.length < minColumns) return;
  const properties = (table.properties ??= {});
  const classes = Array.isArray(properties.className) ? (properties.className as string[]) : [];
  properties.className = [...classes, cardsClass];
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      elements(row, 'td').forEach((cell, column) => {
        const label = labels[column];
        if (label) (cell.properties ??= {})['dataLabel'] = label;
      });
    }
  }
}

/** The plugin: labels every wide table of the page. */
export default function rehypeTableCards() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      if (node.type === 'element' && node.tagName === 'table') labelTable(node);
      else node.children?.forEach(visit);
    };
    visit(tree);
  };
}
