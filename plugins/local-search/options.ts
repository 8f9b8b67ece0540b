import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** A page offered in the empty search modal and on an empty /search. */
export type Destination = {
  /** What the link says. */
  title: string;
  /** The page's path below the base URL, starting with `/` (checked against the built routes). */
  path: string;
};

export type PluginOptions = {
  id: string;
  /**
   * True when search is answered by a hosted Algolia DocSearch index (`themeConfig.algolia`):
   * no embedded index is built, and the navbar opens DocSearch's own modal. False (the default):
   * the embedded index, the site's own modal and results page, no outside service.
   */
  hosted: boolean;
  /** Destinations shown before the reader types (a handful, most visited first). */
  popularDestinations: Destination[];
  /** Queries offered when nothing matches, after the index's own spelling suggestions. */
  suggestedQueries: string[];
  /** Routes left out of the index (not content): the search page itself, the not-found page. */
  excludedRoutes: string[];
};

export type Options = Partial<Omit<PluginOptions, 'id'>>;

export const defaultOptions: Omit<PluginOptions, 'id'> = {
  hosted: false,
  popularDestinations: [],
  suggestedQueries: [],
  excludedRoutes: ['/search', '/404.html'],
};

const path = Joi.string()
  .pattern(/^\/[^\s#?]*$/)
  .message('"{{#label}}" must be a path below the base URL starting with "/" (no query or hash), got "{{#value}}"');

const schema = Joi.object<PluginOptions>({
  hosted: Joi.boolean().default(defaultOptions.hosted),
  popularDestinations: Joi.array()
    .items(Joi.object({title: Joi.string().trim().min(1).required(), path: path.required()}))
    .max(12)
    .default(defaultOptions.popularDestinations),
  suggestedQueries: Joi.array()
    .items(Joi.string().trim().min(1).max(80))
    .max(12)
    .default(defaultOptions.suggestedQueries),
  excludedRoutes: Joi.array().items(path).default(defaultOptions.excludedRoutes),
});

/** Docusaurus calls this with the options from docusaurus.config.ts; bad options stop the build with a message. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(schema, options ?? {});
}
