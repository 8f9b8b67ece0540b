import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {priorityLevels} from '../../src/components/RulePriority';

const source = readFileSync(path.resolve(__dirname, '../../docs/style-guide/index.mdx'), 'utf8');
const lines = source.split('\n');

/** The priority every rule in a `##` group must have, by the group's fixed id. */
const groupLevel = (groupId: string) =>
  groupId === 'essential'
    ? 'essential'
    : groupId.startsWith('strongly-recommended')
      ? 'strong'
      : groupId === 'recommended'
        ? 'recommended'
        : undefined;

type Rule = {heading: string; id?: string; group?: string; level?: string; statement?: string; why?: string};

/** A heading's own id: the first of its id comment (the others are ids of old links, plugins/heading-aliases). */
const ownId = (line: string) => /\{\/\* #([a-z0-9-]+)(?: #[^\s*]+)* \*\/\}$/.exec(line)?.[1];

/** Every `###` heading of the page (each one is a rule), with what follows it. */
function rules(): Rule[] {
  const found: Rule[] = [];
  let group: string | undefined;
  lines.forEach((line, index) => {
    if (line.startsWith('## ') && ownId(line)) group = ownId(line);
    if (!line.startsWith('### ')) return;
    const [badge, statement, why] = lines.slice(index + 1).filter((next) => next.trim() !== '');
    found.push({
      heading: line,
      id: ownId(line),
      group,
      level: /^<RulePriority level="([a-z]+)" \/>$/.exec(badge ?? '')?.[1],
      statement,
      why,
    });
  });
  return found;
}

describe('the style guide', () => {
  const all = rules();

  it('has the rules of every priority', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const level of Object.keys(priorityLevels))
      expect(all.filter((rule) => rule.level === level).length, level).toBeGreaterThan(2);
  });

  it('gives every rule heading an explicit id, so links from code reviews survive rewording', () => {
    expect(all.filter((rule) => rule.id === undefined).map((rule) => rule.heading)).toEqual([]);
    const ids = [...source.matchAll(/\{\/\* ((?:#[^\s*]+ )+)\*\/\}/g)].flatMap((match) => match[1]!.trim().split(' '));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts a priority label under every rule heading, matching the section the rule is in', () => {
    expect(all.filter((rule) => rule.level === undefined).map((rule) => rule.heading)).toEqual([]);
    expect(
      all
        .filter((rule) => rule.level !== groupLevel(rule.group ?? ''))
        .map((rule) => `${rule.heading} (${rule.level} in ${rule.group})`),
    ).toEqual([]);
  });

  it('states every rule as one bold sentence right under its label', () => {
    const malformed = all.filter(
      ({statement = ''}) => !/^\*\*[^*]+[.]\*\*$/.test(statement) || /[.!?] [A-Z]/.test(statement),
    );
    expect(malformed.map((rule) => `${rule.heading}: ${rule.statement}`)).toEqual([]);
  });

  it('explains every rule: a paragraph of prose follows the rule, before any code or list', () => {
    const unexplained = all.filter(({why = ''}) => !/^(?!```)[A-Z`"(]/.test(why) || why.split(/\s+/).length < 15);
    expect(unexplained.map((rule) => `${rule.heading}: ${rule.why}`)).toEqual([]);
  });

  it('keeps the anchor that Redux Toolkit’s mutation error links to on the essential "do not mutate" rule', () => {
    expect(all.find((rule) => rule.id === 'do-not-mutate-state')?.level).toBe('essential');
  });
});
