import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** The providers page views go to: either or both. */
export type Options = {
  /** Umami's collection API (`<server>/api/send`) and the site's id there. */
  umami?: {websiteId: string; endpoint: string};
  /** GA4's collection endpoint and the measurement id (`G-…`). */
  ga4?: {measurementId: string; endpoint: string};
};

const schema = Joi.object<Options>({
  umami: Joi.object({
    websiteId: Joi.string().required(),
    endpoint: Joi.string()
      .uri({scheme: ['https', 'http']})
      .required(),
  }),
  ga4: Joi.object({
    measurementId: Joi.string()
      .pattern(/^G-[A-Z0-9]+$/)
      .required(),
    endpoint: Joi.string()
      .uri({scheme: ['https']})
      .required(),
  }),
})
  .or('umami', 'ga4')
  .messages({'object.missing': 'configure "umami", "ga4" or both (with neither, leave the plugin out: no code ships)'});

export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}

/** The origins the pages send page views to, for the Content-Security-Policy's `connect-src`. */
export function analyticsOrigins(options: Options | null | undefined): string[] {
  return [
    ...(options?.umami ? [new URL(options.umami.endpoint).origin] : []),
    ...(options?.ga4 ? [new URL(options.ga4.endpoint).origin] : []),
  ];
}
