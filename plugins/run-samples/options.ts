import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type Options = {
  /** The site's base URL (config/site.ts): the runner's files are served under `<baseUrl>run-samples/`. */
  baseUrl: string;
  /** The site's folder: pages' sources and the pinned packages are read from it. */
  siteDir: string;
  /** Where each page's compiled samples are written before the build copies them. */
  cacheDir: string;
};

/** One schema for the plugin and its remark half: both get the same options. */
export const schema = Joi.object<Options>({
  baseUrl: Joi.string()
    .pattern(/^\/(.*\/)?$/, 'a path that starts and ends with /')
    .required(),
  siteDir: Joi.string().required(),
  cacheDir: Joi.string().required(),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}
