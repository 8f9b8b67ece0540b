import {describe, expect, it} from 'vitest';
import remarkImageAltText, {unescapeAlt} from './remarkImageAltText';

/** An <img> as Docusaurus's image transform makes it from `![alt](./file.webp)`. */
const transformed = (alt: string) => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [
    {type: 'mdxJsxAttribute', name: 'alt', value: alt},
    {
      type: 'mdxJsxAttribute',
      name: 'src',
      value: {type: 'mdxJsxAttributeValueExpression', value: 'require("./file.webp").default'},
    },
  ],
  children: [],
});

describe('image alt text', () => {
  it('restores quotes, apostrophes and the other characters escape-html escaped, once', () => {
    expect(unescapeAlt('the heading &quot;Counter&quot;, the app&#39;s &lt;h1&gt; &amp; more')).toBe(
      `the heading "Counter", the app's <h1> & more`,
    );
    expect(unescapeAlt('written as &amp;quot; in the text')).toBe('written as &quot; in the text');
  });

  it('fixes the alt of images the transform made, nested anywhere in the page', () => {
    const image = transformed('the app&#39;s &quot;Save&quot; button');
    const tree = {type: 'root', children: [{type: 'paragraph', children: [image]}]};
    remarkImageAltText()(tree);
    expect(image.attributes[0]!.value).toBe(`the app's "Save" button`);
  });

  it('leaves alone an <img> written in JSX, whose alt MDX has already decoded', () => {
    const written = {
      type: 'mdxJsxFlowElement',
      name: 'img',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'alt', value: 'A &amp; B'},
        {type: 'mdxJsxAttribute', name: 'src', value: '/img/x.png'},
      ],
      children: [],
    };
    remarkImageAltText()({type: 'root', children: [written]});
    expect(written.attributes[0]!.value).toBe('A &amp; B');
  });
});
