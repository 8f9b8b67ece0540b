import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type Options = {
  /**
   * Resolves when the plugins that write pages after the build are done (plugins/_shared/postBuildOrder.ts):
   * the purged stylesheet's new name goes into every page's link, theirs included.
   */
  waitFor?: () => Promise<unknown>;
};

const schema = Joi.object<Options>({waitFor: Joi.function()});

export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}
