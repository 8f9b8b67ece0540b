// Pictures of what the React DevTools Profiler's flame chart shows for one cheer in the feed,
// before (part 5) and after (part 6) the cards are memoized and read their reports by id, for
// Redux Essentials Part 6. The React DevTools extension cannot run here, so the pictures are
// drawn, as SVG, from the renders that renderCounts.test.tsx measures on the real checkpoints
// (feedAfterOneCheer.json, which that test checks): a bar is coloured when React called the
// component in that commit, grey when it did not.
//
//   npm run profiler-pictures [output folder]
//
// Writes profiler-part5-one-cheer.svg and profiler-part6-one-cheer.svg to
// static/img/tutorials/essentials/ at the repository root. No browser is needed. The pictures
// are shown as images (loaded when scrolled to); their colours follow the reader's colour mode
// through prefers-color-scheme, which an SVG image takes from the page that shows it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = resolve(here, '../../../..')
const outDir = resolve(process.argv[2] ?? join(repoRoot, 'static/img/tutorials/essentials'))
mkdirSync(outDir, { recursive: true })
const measured = JSON.parse(readFileSync(join(here, 'feedAfterOneCheer.json'), 'utf8'))

const width = 420
const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`
const round = (value) => Math.round(value * 100) / 100

/** Splits `text` into lines of at most `limit` characters. */
function wrap(text, limit) {
  const lines = ['']
  for (const word of text.split(' ')) {
    const last = lines.length - 1
    if (lines[last] && `${lines[last]} ${word}`.length > limit) lines.push(word)
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word
  }
  return lines
}

/** Names a list the way a sentence does: "a", "a and b", "a, b and c". */
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

function picture(part) {
  const calls = measured.calls[`part-${part}`]
  const order = measured.feedOrder
  const cheered = order[1]
  const rendered = (name) => (calls[name] ?? 0) > 0
  const renderedCards = order.filter((id) => rendered(`ReportCard ${id}`))
  const children = ['CheerBar', 'HikerName', 'RelativeDate']
  // A card's children render when the card does: the counts must say exactly that.
  for (const child of children) {
    if ((calls[child] ?? 0) !== renderedCards.length) throw new Error(`part ${part}: ${child} ${calls[child]}, cards ${renderedCards.length}`)
  }
  const known = new Set([...measured.components.filter((name) => name !== 'ReportCard'), ...order.map((id) => `ReportCard ${id}`)])
  for (const name of Object.keys(calls)) if (!known.has(name)) throw new Error(`part ${part}: ${name} is not drawn`)

  const shapes = []
  const texts = []
  /** A flame-chart bar; `label` is drawn inside when given. */
  const bar = (x, y, w, h, on, label) => {
    shapes.push(`<rect class="${on ? 'on' : 'off'}" x="${round(x)}" y="${y}" width="${round(w)}" height="${h}" rx="2"/>`)
    if (label) texts.push(`<text class="${on ? 'on-text' : 'off-text'}" x="${round(x + 6)}" y="${y + h / 2 + 4.5}">${escape(label)}</text>`)
  }
  const left = 12
  const feedWidth = 272
  const row = (index) => 62 + index * 29
  const height = 25
  bar(left, row(0), width - 2 * left, height, rendered('ReportsPage'), 'ReportsPage')
  bar(left, row(1), feedWidth, height, rendered('ReportFeed'), 'ReportFeed')
  bar(left + feedWidth + 4, row(1), width - 2 * left - feedWidth - 4, height, rendered('NewReportForm'), 'NewReportForm')
  const cardWidth = (feedWidth - 5 * 4) / 6
  order.forEach((id, index) => {
    const x = left + index * (cardWidth + 4)
    const on = rendered(`ReportCard ${id}`)
    bar(x, row(2), cardWidth, height, on, id)
    const childWidth = (cardWidth - 2 * 2) / 3
    children.forEach((_, child) => bar(x + child * (childWidth + 2), row(3), childWidth, height, on))
  })
  // Names of the rows of small bars, in the space to the right of the feed.
  const noteX = left + feedWidth + 10
  texts.push(`<text class="note" x="${noteX}" y="${row(2) + height / 2 + 4.5}">ReportCard ×6</text>`)
  children.forEach((child, index) =>
    texts.push(`<text class="note" x="${noteX}" y="${row(3) + 12 + index * 15}">${child}${index < 2 ? ',' : ''}</text>`),
  )
  // The cheered card, marked under its bars.
  const markX = left + order.indexOf(cheered) * (cardWidth + 4) + cardWidth / 2
  const markY = row(3) + height + 4
  shapes.push(`<path class="mark" d="M${markX - 6} ${markY + 8} h12 l-6 -8 z"/>`)
  texts.push(`<text class="small" x="${markX}" y="${markY + 24}" text-anchor="middle">cheered</text>`)

  // What the chart says, in words.
  const others = order.filter((id) => id !== cheered)
  const summary =
    renderedCards.length === order.length
      ? `Rendered: ${rendered('ReportFeed') ? 'ReportFeed, ' : ''}all ${order.length} cards and the ${renderedCards.length * children.length} components inside them. One number changed.`
      : `Rendered: card ${list(renderedCards)} and the ${children.length} components inside it. ${rendered('ReportFeed') ? 'The' : 'ReportFeed and the'} other ${plural(order.length - renderedCards.length, 'card', 'cards')} did not render.`
  let y = row(3) + height + 46
  for (const line of wrap(summary, 52)) {
    texts.push(`<text class="text" x="${left}" y="${y}">${escape(line)}</text>`)
    y += 18
  }
  y += 8
  shapes.push(`<rect class="on" x="${left}" y="${y - 7}" width="22" height="14" rx="2"/>`)
  texts.push(`<text class="small" x="${left + 30}" y="${y + 4.5}">rendered in this commit</text>`)
  shapes.push(`<rect class="off" x="${left + 210}" y="${y - 7}" width="22" height="14" rx="2"/>`)
  texts.push(`<text class="small" x="${left + 240}" y="${y + 4.5}">did not render</text>`)
  const total = y + 20

  const greyNames = [
    ...['ReportsPage', 'ReportFeed', 'NewReportForm'].filter((name) => !rendered(name)),
    ...(renderedCards.length < order.length ? [`the cards ${list(others.filter((id) => !renderedCards.includes(id)))}`] : []),
  ]
  const colouredNames = [
    ...(rendered('ReportFeed') ? ['ReportFeed'] : []),
    renderedCards.length === order.length ? `all six ReportCard bars (${order[0]} to ${order.at(-1)})` : `the ReportCard bar ${list(renderedCards)}`,
    `the ${children.join(', ').replace(/, (?=[^,]*$)/, ' and ')} bars under ${renderedCards.length === 1 ? 'it' : 'each card'}`,
  ]
  const title =
    `The React Profiler's flame chart for Trailmates at the end of Part ${part}, for the commit after one boots cheer on the second report card, ${cheered} (“${measured.cheeredTitle}”), marked “cheered”. ` +
    `Coloured bars rendered: ${list(colouredNames)}. Grey bars did not render: ${list(greyNames)}.`

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${total}" width="${width}" height="${total}" font-family="${sans}" font-size="14">
  <title>${escape(title)}</title>
  <style>
    .page { fill: #fff; stroke: #b8bcc4; }
    .head { fill: #2a2e35; }
    .head-text { fill: #fff; font-weight: 600; }
    .head-sub { fill: #fff; }
    .on { fill: #f2c94c; stroke: #8a6d0b; }
    .off { fill: #e4e6eb; stroke: #8d939c; stroke-dasharray: 4 3; }
    .on-text { fill: #1c1e21; font-family: ${mono}; font-size: 13px; }
    .off-text { fill: #4b515a; font-family: ${mono}; font-size: 13px; }
    .note { fill: #4b515a; font-family: ${mono}; font-size: 13px; }
    .mark { fill: #5b3cc4; }
    .text { fill: #1c1e21; }
    .small { fill: #1c1e21; font-size: 13px; }
    @media (prefers-color-scheme: dark) {
      .page { fill: #1f2124; stroke: #4a4f57; }
      .head { fill: #111214; }
      .off { fill: #34373c; stroke: #80868f; }
      .off-text, .note { fill: #b4bac2; }
      .mark { fill: #a993f0; }
      .text, .small { fill: #e3e5e8; }
    }
  </style>
  <rect class="page" x="0.5" y="0.5" width="${width - 1}" height="${total - 1}" rx="4"/>
  <rect class="head" x="1" y="1" width="${width - 2}" height="30" rx="3"/>
  <text class="head-text" x="${left}" y="21">Profiler · Flame chart</text>
  <text class="head-sub" x="${width - left}" y="21" text-anchor="end">Trailmates, part ${part}</text>
  <text class="text" x="${left}" y="49" font-size="13">One boots cheer on the second card (${cheered}):</text>
  ${shapes.join('\n  ')}
  ${texts.join('\n  ')}
</svg>
`
}

for (const part of [5, 6]) {
  const file = join(outDir, `profiler-part${part}-one-cheer.svg`)
  writeFileSync(file, picture(part))
  console.log(`wrote ${file}`)
}
