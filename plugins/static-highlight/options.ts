import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

export type Options = {
  /**
   * The light and dark code themes: their token colours become the stylesheet (./themeCss.ts),
   * and tokens that look like plain text in both need no span (./plainTokens.ts).
   */
  themes: {light: PrismTheme; dark: PrismTheme};
  /** Prism languages beyond prism-react-renderer's own (`bash`, `diff`…), loaded at build time. */
  additionalLanguages?: readonly string[];
};

const prismTheme = Joi.object({
  plain: Joi.object().required(),
  styles: Joi.array()
    .items(
      Joi.object({
        types: Joi.array().items(Joi.string()).min(1).required(),
        style: Joi.object().required(),
        languages: Joi.array().items(Joi.string()),
      }),
    )
    .required(),
});

/** One schema for the plugin and its remark half: both get the same options. */
export const schema = Joi.object<Options>({
  themes: Joi.object({light: prismTheme.required(), dark: prismTheme.required()}).required(),
  additionalLanguages: Joi.array()
    .items(Joi.string().pattern(/^[a-z0-9-]+$/))
    .default([]),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}
