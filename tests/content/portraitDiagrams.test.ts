import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/*
 * A wide diagram may have a portrait twin (`flow.portrait.svg` beside `flow.svg`) that phones
 * show instead (plugins/static-html). The twin follows the rules for pictures (CONTRIBUTING.md)
 * and says the same as its landscape drawing.
 */
const imageRoot = path.join(__dirname, '../../static/img');
const portraits = (readdirSync(imageRoot, {recursive: true}) as string[])
  .filter((file) => file.endsWith('.portrait.svg'))
  .sort();

/** The characters drawn in an SVG's <text> elements, spaces left out, sorted (a line may break elsewhere in the twin). */
const drawnCharacters = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .flatMap((match) => [...match[1]!.replace(/\s+/g, '')])
    .sort()
    .join('');

describe('portrait twins of wide diagrams', () => {
  it('exist for the diagrams that phones need them for most', () => {
    expect(portraits).toEqual(
      expect.arrayContaining([
        'tutorials/essentials/redux-update-cycle.portrait.svg',
        'usage/selector-memoization.portrait.svg',
        'usage/selector-instances.portrait.svg',
      ]),
    );
  });

  it.each(portraits)(
    '%s: a named image in theme colours, narrow enough for a phone, saying what its landscape twin says',
    (file) => {
      const svg = readFileSync(path.join(imageRoot, file), 'utf8');
      const landscapeFile = path.join(imageRoot, file.replace(/\.portrait\.svg$/, '.svg'));
      expect(existsSync(landscapeFile), 'its landscape drawing exists').toBe(true);
      const landscape = readFileSync(landscapeFile, 'utf8');
      const open = /<svg\b[^>]*>/.exec(svg)![0];
      expect(open).toMatch(/\brole="img"/);
      expect(open, 'no fixed width').not.toMatch(/\swidth=/);
      const [, , width, height] = /\bviewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(open)!.slice(1).map(Number);
      // At a 358 px phone column, 13-unit text still shows at 10 px or more.
      expect(width).toBeLessThanOrEqual(460);
      expect(height! / width!, 'taller than its landscape twin is wide').toBeGreaterThan(0.8);
      const title = (source: string) => /<svg\b[^>]*>\s*<title>([^<]+)<\/title>/.exec(source)?.[1];
      expect(title(svg)).toBe(title(landscape));
      expect(drawnCharacters(svg), 'the same words as the landscape drawing').toBe(drawnCharacters(landscape));
      const colours = [...svg.matchAll(/\b(?:fill|stroke|color|stop-color)="([^"]*)"/g)].map((match) => match[1]);
      expect(colours.filter((colour) => !/^(currentColor|none|var\(--ifm-[\w-]+\))$/.test(colour!))).toEqual([]);
      expect(svg).not.toMatch(/\sid="/);
    },
  );
});
