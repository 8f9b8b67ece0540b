/** The prop that carries a heading's extra ids from the remark plugin to the Heading wrapper: space-separated ids. */
export const ALIASES_PROP = 'data-anchor-aliases';

/** The front matter key listing ids that land on the page's title (../theme/DocItem/Content), checked by the remark plugin. */
export const TITLE_ALIASES_KEY = 'title_anchor_aliases';
