import type {IndexedSection} from './client/indexFormat';
import {isCodeName} from './client/text';

const identifier = /[A-Za-z_$][\w$]*/g;

/** Declarations in a code block: functions, variables (destructured too), types, interfaces, classes, enums. */
const declarations = [
  /\bfunction\*?\s+([A-Za-z_$][\w$]*)/g,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*[=:]/g,
  /\b(?:type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/g,
];
const destructuring = /\b(?:const|let|var)\s*\{([^}]*)\}\s*=/g;

/** The names a code block declares, in order of appearance. */
export function declaredNames(code: string): string[] {
  const names: string[] = [];
  for (const pattern of declarations) {
    for (const match of code.matchAll(pattern)) names.push(match[1]!);
  }
  for (const match of code.matchAll(destructuring)) {
    for (const binding of match[1]!.split(',')) {
      // `a`, `a: b` (binds b), `a = 1`, `...rest`
      const bound = binding.split(':').at(-1)!.split('=')[0]!.replace('...', '').trim();
      if (/^[A-Za-z_$][\w$]*$/.test(bound)) names.push(bound);
    }
  }
  return names;
}

/**
 * The names a heading's code defines: `subscribe(listener)` → subscribe, `createSlice` →
 * createSlice, `store.getState()` → getState.
 */
export function headingNames(codeTexts: string[], headingText: string): string[] {
  const names: string[] = [];
  const texts =
    codeTexts.length > 0 ? codeTexts : /^[A-Za-z_$][\w$.]*\(.*\)$/.test(headingText.trim()) ? [headingText.trim()] : [];
  for (const text of texts) {
    const called = [...text.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((match) => match[1]!);
    names.push(...(called.length > 0 ? called : (text.match(identifier) ?? [])));
  }
  return names.filter((name) => name.length >= 3);
}

/** Names worth finding code by: API-like names (`useAppSelector`, `RootState`) and capitalised ones (`Provider`). */
function isSearchableCodeName(name: string): boolean {
  return isCodeName(name) || /^[A-Z][a-z]{3,}$/.test(name);
}

/**
 * How much a page's matches count, from the share of its prose that is link text: a page that
 * mostly points elsewhere (a list of libraries, courses or videos) answers a question less
 * directly than one that teaches. Teaching pages link 5–20 % of their words.
 */
export function pageWeight(linkShare: number): number {
  if (linkShare <= 0.3) return 1;
  return Math.round(Math.max(0.5, 1 - (linkShare - 0.3) * 1.5) * 100) / 100;
}

/**
 * Collects a page's sections as an extractor walks it (the HTML of a built page, or the Markdown
 * of a source file): prose, the names code defines and uses, and headings.
 */
export class SectionBuilder {
  private readonly sections: IndexedSection[] = [];
  private current: IndexedSection = {a: '', h: [], x: ''};
  private defined = new Set<string>();
  private used = new Set<string>();
  private comments: string[] = [];
  private h2 = '';
  private proseLength = 0;
  private linkLength = 0;
  private sectionProse = 0;
  private sectionLinks = 0;
  private inRow = false;

  /** Starts a section at an h2 or h3. */
  startSection(level: 2 | 3, anchor: string, headingText: string, headingCode: string[]): void {
    const heading = headingText.replace(/\s+/g, ' ').trim();
    this.push();
    this.inRow = false;
    if (level === 2) this.h2 = heading;
    this.current = {a: anchor, h: level === 2 ? [heading] : [this.h2, heading].filter(Boolean), x: ''};
    for (const name of headingNames(headingCode, heading)) this.defined.add(name);
  }

  /**
   * Starts a table row: a fragment of the current section of its own (same anchor and heading), so
   * a row of a table of symptoms or options matches as the short text it is.
   */
  startRow(): void {
    if (this.inRow) return;
    this.push();
    this.current = {a: this.current.a, h: this.current.h, x: '', f: 1};
    this.inRow = true;
  }

  endRow(): void {
    if (!this.inRow) return;
    this.push();
    this.current = {a: this.current.a, h: this.current.h, x: '', f: 1};
    this.inRow = false;
  }

  /** Starts a section at an element that is not a heading (a table row marked as one). */
  startRowSection(anchor: string, heading: string): void {
    this.push();
    this.current = {a: anchor, h: [this.h2, heading].filter(Boolean), x: ''};
  }

  addProse(text: string, inLink = false): void {
    this.current.x += text;
    const length = text.replace(/\s+/g, '').length;
    this.proseLength += length;
    this.sectionProse += length;
    if (inLink) {
      this.linkLength += length;
      this.sectionLinks += length;
    }
  }

  /** Ends a word: the next text starts after a space (block boundaries, table cells). */
  endWord(): void {
    this.current.x += ' ';
  }

  /** A name the section defines outside code blocks (a definition list's term: `createSlice`: …). */
  define(name: string): void {
    const identifierAtStart = /^[A-Za-z_$][\w$]*/.exec(name.trim())?.[0];
    if (identifierAtStart && identifierAtStart.length >= 3) this.defined.add(identifierAtStart);
  }

  addCode(code: string): void {
    for (const name of declaredNames(code)) if (isCodeName(name)) this.defined.add(name);
    // Comments are the code's prose (and `// prints:` lines show messages readers paste).
    for (const match of code.matchAll(/(?:^|[^:\w])\/\/(.*)$|\/\*([\s\S]*?)\*\//gm))
      this.comments.push((match[1] ?? match[2] ?? '').replace(/^\s*prints:\s*/, ''));
    for (const name of code.match(identifier) ?? []) if (isSearchableCodeName(name)) this.used.add(name);
    this.endWord();
  }

  /** The share of the page's prose that is link text. */
  linkShare(): number {
    return this.proseLength === 0 ? 0 : this.linkLength / this.proseLength;
  }

  finish(): IndexedSection[] {
    this.push();
    return this.sections;
  }

  private push(): void {
    const section = this.current;
    section.x = section.x.replace(/\s+/g, ' ').trim();
    if (this.defined.size > 0) section.n = [...this.defined];
    const code = [
      ...[...this.used].filter((name) => !this.defined.has(name)),
      ...this.comments.map((comment) => comment.replace(/\s+/g, ' ').trim()).filter(Boolean),
    ];
    if (code.length > 0) section.code = code;
    // A section that mostly points elsewhere (a list of guides): its words describe other pages.
    const links = this.sectionProse === 0 ? 0 : this.sectionLinks / this.sectionProse;
    if (links >= 0.3) section.o = Math.round(links * 100) / 100;
    this.sectionProse = 0;
    this.sectionLinks = 0;
    this.defined = new Set();
    this.used = new Set();
    this.comments = [];
    // A section's start always stays (the lead carries the page title, a heading its words); a
    // fragment (a table row, the text after a table) only when it holds something.
    const keep = section.f
      ? Boolean(section.x || section.n || section.code)
      : section.x || section.h.length > 0 || section.a === '';
    if (keep) this.sections.push(section);
  }
}
