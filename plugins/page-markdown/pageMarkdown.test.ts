import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toMarkdown} from './toMarkdown';

/**
 * A page's Markdown for tools and LLMs (plugins/page-markdown/toMarkdown.ts), from an MDX page
 * with each kind of component the site's pages use. tests/markdown checks every built page.
 */
const staticDir = path.resolve(__dirname, '../../static');
const page = (
  source: string,
  extra: {title?: string; description?: string; frontMatter?: Record<string, unknown>} = {},
) =>
  toMarkdown({
    source,
    title: extra.title ?? 'A page',
    description: extra.description,
    frontMatter: extra.frontMatter,
    staticDir,
    baseUrl: '/',
  });

const source = `---
title: A page
description: What the page is for.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ActionReducerFlow from '@site/static/img/introduction/action-reducer-flow.svg';
import ExampleDownload from '@theme/ExampleDownload';

## Installing the packages {/* #install */}

<Tabs groupId="package-manager">
  <TabItem value="npm" label="npm">

\`\`\`bash
npm install @reduxjs/toolkit
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">

\`\`\`bash
yarn add @reduxjs/toolkit
\`\`\`

  </TabItem>
</Tabs>

:::tip

Use **Redux Toolkit**.

:::

:::caution[Legacy pattern]

Older apps call \`createStore\`.

:::

<ActionReducerFlow role="img" aria-labelledby="flow" />

<details>
<summary>Detailed explanation: why</summary>

Because reducers are pure.

</details>

\`\`\`ts title="src/app/store.ts"
export const answer: number = 42
\`\`\`

\`\`\`ts ts-only
export const question: string = 'six times nine'
\`\`\`

Get <ExampleDownload name="counter-ts">the app</ExampleDownload>.
`;

describe('toMarkdown', () => {
  it('starts with the title as the one h1 and the description under it', async () => {
    const markdown = await page(source, {description: 'What the page is for.'});
    expect(markdown.split('\n').slice(0, 3)).toEqual(['# A page', '', '> What the page is for.']);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('writes headings without their fixed-id comments or the space before them', async () => {
    const markdown = await page(source);
    expect(markdown).toContain('\n## Installing the packages\n');
    expect(markdown).not.toMatch(/&#x?[0-9a-f]+;/i);
  });

  it('turns tabs into consecutive fenced blocks, each under its label', async () => {
    expect(await page(source)).toContain(
      '**npm**\n\n```bash\nnpm install @reduxjs/toolkit\n```\n\n**Yarn**\n\n```bash\nyarn add @reduxjs/toolkit\n```',
    );
  });

  it('turns admonitions into blockquotes headed by their kind or their own label', async () => {
    const markdown = await page(source);
    expect(markdown).toContain('> **Tip**\n>\n> Use **Redux Toolkit**.');
    expect(markdown).toContain('> **Legacy pattern**\n>\n> Older apps call `createStore`.');
  });

  it('gives a diagram as its words (the SVG’s title) with a link to the picture', async () => {
    expect(await page(source)).toContain(
      '![The current state and an action go into the reducers, which return the new state](/img/introduction/action-reducer-flow.svg)',
    );
  });

  it('turns details into a blockquote led by its summary', async () => {
    expect(await page(source)).toContain('> **Detailed explanation: why**\n>\n> Because reducers are pure.');
  });

  it('follows a TypeScript sample with its JavaScript twin under labels, and a ts-only sample stands alone', async () => {
    const markdown = await page(source);
    expect(markdown).toContain(
      '**TypeScript**\n\n```ts title="src/app/store.ts"\nexport const answer: number = 42\n```\n\n**JavaScript**\n\n```js title="src/app/store.js"\nexport const answer = 42\n```',
    );
    expect(markdown).toMatch(/\n\n```ts\nexport const question: string = 'six times nine'\n```\n/);
    expect(markdown.match(/\*\*JavaScript\*\*/g)).toHaveLength(1);
    const withoutTwins = await page(source, {frontMatter: {javascript_twins: false}});
    expect(withoutTwins).not.toContain('**JavaScript**');
  });

  it('turns the site’s components into links and words, and leaves no import, JSX or HTML', async () => {
    const markdown = await page(source);
    expect(markdown).toContain('Get [the app](/downloads/counter-ts.zip).');
    expect(markdown).not.toMatch(/^import /m);
    expect(markdown).not.toMatch(/<\/?[A-Za-z][^>]*>/);
  });

  it('gives a picture in light and dark variants once, as its light variant', async () => {
    const themed = `import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';

<ThemedImage
  alt="The Redux DevTools' State tab"
  sources={{
    light: useBaseUrl('/img/tutorials/essentials/state.webp'),
    dark: useBaseUrl('/img/tutorials/essentials/state-dark.webp'),
  }}
  width={380}
  height={200}
/>

![The app](/img/tutorials/essentials/app.webp#gh-light-mode-only)
![The app](/img/tutorials/essentials/app-dark.webp#gh-dark-mode-only)
`;
    const markdown = await page(themed);
    expect(markdown).toContain("![The Redux DevTools' State tab](/img/tutorials/essentials/state.webp)");
    expect(markdown).toContain('![The app](/img/tutorials/essentials/app.webp)');
    expect(markdown).not.toContain('-dark.webp');
    expect(markdown).not.toContain('#gh-');
    await expect(
      page('import ThemedImage from "@theme/ThemedImage";\n\n<ThemedImage alt="x" sources={{dark: "/a.webp"}} />\n'),
    ).rejects.toThrow(/needs sources/);
  });

  it('fails on a component that has no plain-Markdown form, so nothing goes missing silently', async () => {
    await expect(page('import Fancy from "./Fancy";\n\n<Fancy />\n')).rejects.toThrow(
      /<Fancy> has no plain-Markdown form/,
    );
  });
});
