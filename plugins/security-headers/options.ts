import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type Options = {
  /**
   * The origins the pages may fetch from besides their own (`connect-src`): those of the services
   * the build is configured with (hosted search, analytics). None by default.
   */
  connectSources?: readonly string[];
  /**
   * Resolves when the plugins that write pages after the build (redirect pages, route aliases)
   * are done: Docusaurus runs every plugin's postBuild at once, so without waiting their pages may
   * not exist yet when this one reads the build folder (plugins/_shared/postBuildOrder.ts).
   */
  waitFor?: () => Promise<unknown>;
  /**
   * Paths (build/_headers patterns) whose responses get a policy of their own instead of the
   * site's: the site's header is detached there (`! Content-Security-Policy`, Cloudflare Pages'
   * syntax) and this one set. Only the Run buttons' worker has one (plugins/run-samples/workerPolicy.ts).
   */
  pathPolicies?: ReadonlyArray<{path: string; policy: string}>;
};

const schema = Joi.object<Options>({
  connectSources: Joi.array()
    .items(
      Joi.string()
        .pattern(/^https:\/\/[^/\s]+$/)
        .messages({
          'string.pattern.base':
            '{{#label}} must be an https origin without a path, such as "https://stats.example.org"',
        }),
    )
    .default([]),
  waitFor: Joi.function(),
  pathPolicies: Joi.array()
    .items(Joi.object({path: Joi.string().pattern(/^\//).required(), policy: Joi.string().required()}))
    .default([]),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}
