import {Joi} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {cardPath} from './cardPath';
import {cardHeight, cardSvg, cardWidth, textWidth, titleLayout} from './card';
import socialCards, {pageText} from './index';
import {withOptions} from '../_shared/withOptions';
import {defaultOptions, validateOptions, type Options} from './options';

const validate = (options: unknown) =>
  validateOptions({
    options: options as Partial<Options>,
    validate: (schema, value) => {
      const {error, value: validated} = (schema as Joi.Schema).validate(value);
      if (error) throw error;
      return validated;
    },
  });

describe('social cards', () => {
  it.each([
    ['/usage/writing-tests', '/', 'img/social/usage/writing-tests.png'],
    ['/usage/writing-tests/', '/', 'img/social/usage/writing-tests.png'],
    ['/', '/', 'img/social/index.png'],
    ['/404.html', '/', 'img/social/404.png'],
    ['/docs/api/store', '/docs/', 'img/social/api/store.png'],
    ['/faq/why%20this?', '/', 'img/social/faq/why-this-.png'],
  ])('the card of %s (base %s) is %s', (pathname, baseUrl, expected) => {
    expect(cardPath(pathname, baseUrl, 'img/social')).toBe(expected);
  });

  it('wraps a long title within the card, at the largest size that fits', () => {
    const width = cardWidth - 160;
    const short = titleLayout('Store', width);
    expect(short).toEqual({fontSize: 68, lines: ['Store']});
    const long = titleLayout('Redux Essentials, Part 5: Async Logic and Data Fetching', width);
    expect(long.lines.length).toBeGreaterThan(1);
    for (const line of long.lines) expect(textWidth(line, long.fontSize)).toBeLessThanOrEqual(width);
    const endless = titleLayout(Array.from({length: 60}, () => 'word').join(' '), width);
    expect(endless.lines.length).toBeLessThanOrEqual(4);
    expect(endless.lines.at(-1)).toMatch(/…$/);
  });

  it('reads the title without the site name, and the section from the first breadcrumb', () => {
    const html =
      '<html><head><title>Writing Tests | Redux</title></head><body><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a class="breadcrumbs__link" aria-label="Home page"></a></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">Using Redux</span></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">Code Quality</span></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">Writing Tests</span></li></ul></nav></body></html>';
    expect(pageText(html, '/usage/writing-tests', 'Redux', {sections: {}})).toEqual({
      title: 'Writing Tests',
      section: 'Using Redux',
    });
    const plain = '<html><head><title>Production error codes | Redux</title></head><body></body></html>';
    expect(pageText(plain, '/errors', 'Redux', {sections: {errors: 'API Reference'}})).toEqual({
      title: 'Production error codes',
      section: 'API Reference',
    });
  });

  it('draws escaped text in the site palette, at 1200 × 630', () => {
    const svg = cardSvg({title: 'Tips & <tricks>', section: 'FAQ', host: 'redux.js.org'});
    expect(svg).toContain(`width="${cardWidth}" height="${cardHeight}"`);
    expect(svg).toContain('Tips &amp; &lt;tricks&gt;');
    expect(svg).toContain('#4e2e7d');
  });

  it('renders to a PNG with resvg', async () => {
    const {Resvg} = await import('@resvg/resvg-js');
    const png = new Resvg(cardSvg({title: 'Writing Tests', section: 'Using Redux', host: 'redux.js.org'}), {
      font: {loadSystemFonts: true},
    })
      .render()
      .asPng();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.length).toBeLessThan(100 * 1024);
  });

  it('validates its options: defaults, and a clear message for a bad folder', () => {
    expect(validate(undefined)).toEqual(defaultOptions);
    expect(() => validate({directory: '../outside'})).toThrow(/must be a relative folder/);
    expect(() => withOptions(socialCards, {directory: '../outside'})).toThrow(
      'socialCards: invalid options: `directory` must be a relative folder such as "img/social"',
    );
  });
});
