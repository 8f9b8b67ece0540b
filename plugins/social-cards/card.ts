/*
 * A page's social card as SVG (1200 × 630, the size link previews expect): the Redux mark, the
 * page's section and title, and the site's host, in the site's hero purple. Text is laid out here,
 * by an estimate of each character's width in a bold sans-serif, because SVG does not wrap text.
 */

export const cardWidth = 1200;
export const cardHeight = 630;

/** The fonts the renderer looks for, in order (Debian's DejaVu is on every build machine here). */
const fontFamily = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The width of a character in a bold sans-serif, in ems (an estimate on the wide side). */
function charWidth(char: string): number {
  if (/[ilj.,:;'|!\s]/.test(char)) return 0.36;
  if (/[ftr()[\]]/.test(char)) return 0.48;
  if (/[mwMW@]/.test(char)) return 1.02;
  if (/[A-Z]/.test(char)) return 0.78;
  if (/[0-9]/.test(char)) return 0.7;
  return 0.66;
}

export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((width, char) => width + charWidth(char) * fontSize, 0);
}

/** Breaks text into lines no wider than `width`; undefined if it takes more than `maxLines`. */
export function wrap(text: string, fontSize: number, width: number, maxLines: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.some((line) => textWidth(line, fontSize) > width)) return undefined;
  return lines.length <= maxLines ? lines : undefined;
}

/** The title's lines and size: the largest size at which it fits, shortened with an ellipsis if none does. */
export function titleLayout(title: string, width: number): {fontSize: number; lines: string[]} {
  for (const [fontSize, maxLines] of [
    [68, 3],
    [58, 4],
    [50, 4],
  ] as const) {
    const lines = wrap(title, fontSize, width, maxLines);
    if (lines) return {fontSize, lines};
  }
  const fontSize = 50;
  const lines: string[] = [];
  const rest = title.split(/\s+/).filter(Boolean);
  while (rest.length && lines.length < 4) {
    let line = '';
    while (rest.length && textWidth(`${line} ${rest[0]}`.trim(), fontSize) <= width)
      line = `${line} ${rest.shift()}`.trim();
    if (!line) line = rest.shift()!.slice(0, Math.floor(width / (0.7 * fontSize)));
    lines.push(line);
  }
  if (rest.length) lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/\s+\S*$/, '')} …`;
  return {fontSize, lines};
}

export type CardText = {title: string; section: string; host: string};

export function cardSvg({title, section, host}: CardText): string {
  const left = 80;
  const textWidthLimit = cardWidth - 2 * left;
  const {fontSize, lines} = titleLayout(title, textWidthLimit);
  const lineHeight = Math.round(fontSize * 1.18);
  const titleTop = 300;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="${left}" y="${titleTop + index * lineHeight}" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const sectionLine = section
    ? `<text x="${left}" y="236" font-size="34" font-weight="bold" fill="#d0bbf1">${escapeXml(section)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}" font-family="${fontFamily}">`,
    `<rect width="${cardWidth}" height="${cardHeight}" fill="#4e2e7d"/>`,
    `<rect y="${cardHeight - 96}" width="${cardWidth}" height="96" fill="#2b1a47"/>`,
    // The Redux mark (static/img/redux-logo.svg) in reverse: white tile, purple strokes.
    `<g transform="translate(${left} 64) scale(1.5)">`,
    '<rect width="64" height="64" rx="14" fill="#ffffff"/>',
    '<path d="M18 44c0-10 6-20 14-20s14 10 14 20" fill="none" stroke="#4e2e7d" stroke-width="5" stroke-linecap="round"/>',
    '<path d="M32 14v10M22 20l10 4 10-4" fill="none" stroke="#4e2e7d" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
    '<circle cx="18" cy="48" r="4" fill="#4e2e7d"/><circle cx="46" cy="48" r="4" fill="#4e2e7d"/>',
    '</g>',
    `<text x="${left + 120}" y="130" font-size="44" font-weight="bold" fill="#ffffff">Redux</text>`,
    sectionLine,
    titleLines,
    `<text x="${left}" y="${cardHeight - 36}" font-size="30" fill="#e6dbf7">${escapeXml(host)}</text>`,
    '</svg>',
  ].join('');
}
