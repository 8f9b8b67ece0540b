import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type Options = {
  /** The routes ending in `/index` (without the base URL) whose folder address must show the page. */
  routes: readonly string[];
};

const schema = Joi.object<Options>({
  routes: Joi.array()
    .items(
      Joi.string()
        .pattern(/^\/.*\/index$/)
        .messages({
          'string.pattern.base':
            '{{#label}} must be a route that starts with "/" and ends in "/index", such as "/tutorials/index"',
        }),
    )
    .min(1)
    .required(),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}
