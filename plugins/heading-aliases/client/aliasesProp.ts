/** The prop that carries a heading's extra ids from the remark plugin to the Heading wrapper: space-separated ids. */
export const ALIASES_PROP = 'data-anchor-aliases';
