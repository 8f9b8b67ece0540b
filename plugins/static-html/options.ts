import {Joi} from '@docusaurus/utils-validation';

/** The options of the rehype half (./rehypeStaticHtml.ts); the Docusaurus plugin (./index.ts) takes none. */
export type Options = {
  /** The site's base URL (`/` or `/sub/`): internal links get it, as Docusaurus's Link adds it. */
  baseUrl: string;
  /** Where the tables are written (content-addressed JSON files); by default the build cache. */
  tableDir?: string;
  /** The site's folder, where `@site/…` imports point (diagrams); by default the working folder. */
  siteDir?: string;
};

export const schema = Joi.object<Options>({
  baseUrl: Joi.string()
    .pattern(/^\/(.+\/)?$/)
    .required()
    .messages({
      'string.pattern.base':
        '"baseUrl" must start and end with a slash, as Docusaurus\'s baseUrl does: "/" or "/docs/"',
    }),
  tableDir: Joi.string(),
  siteDir: Joi.string(),
});
