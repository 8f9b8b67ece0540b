import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type Options = {
  /** The folder of the build the cards are written to, and served from. */
  directory: string;
  /** The section a card names for pages without breadcrumbs, by the first segment of their path (`{errors: 'API Reference'}`). */
  sections: Record<string, string>;
  /** Where rendered cards are kept between builds (keyed by their drawing); none to always render. */
  cacheDir: string | null;
};

export const defaultOptions: Options = {directory: 'img/social', sections: {}, cacheDir: null};

const schema = Joi.object<Options>({
  directory: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*$/)
    .default(defaultOptions.directory)
    .messages({'string.pattern.base': '`directory` must be a relative folder such as "img/social"'}),
  sections: Joi.object().pattern(Joi.string(), Joi.string()).default(defaultOptions.sections),
  cacheDir: Joi.string().allow(null).default(defaultOptions.cacheDir),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<Options> | undefined, Options>): Options {
  return validate(schema, options ?? {});
}
