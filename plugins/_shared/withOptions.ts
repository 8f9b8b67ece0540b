import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

/**
 * A plugin of any content type: each plugin loads content of its own type, and Docusaurus's own
 * plugin type leaves it open the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = Plugin<any>;

/** A Docusaurus plugin in its published shape: a function of the context and its options, with `validateOptions`. */
export type PluginWithOptions<Options, Validated = Options> = ((
  context: LoadContext,
  options: Validated,
) => AnyPlugin | null | Promise<AnyPlugin | null>) & {
  validateOptions: (data: OptionValidationContext<Options, Validated>) => Validated;
};

/**
 * Binds a plugin to its options, validated at once with the plugin's own `validateOptions`: a
 * bad option stops the config from loading, with the plugin's name and what is wrong.
 *
 * Why not Docusaurus's `[plugin, options]` form: Docusaurus puts the site config into the
 * JavaScript every page loads, `plugins` and `presets` entries with their options (functions
 * become `null`). Code themes, docs options or folders would ship to every reader; a plugin bound
 * here is a function, so its options stay on the Node side.
 */
export function withOptions<Options, Validated>(
  plugin: PluginWithOptions<Options, Validated>,
  options: NoInfer<Options>,
  name = plugin.name,
) {
  let validated: Validated;
  try {
    validated = plugin.validateOptions({
      validate: normalizePluginOptions as OptionValidationContext<Options, Validated>['validate'],
      options,
    });
  } catch (error) {
    throw new Error(`${name}: invalid options: ${(error as Error).message}`, {cause: error});
  }
  const bound = (context: LoadContext) => plugin(context, validated);
  Object.defineProperty(bound, 'name', {value: name});
  return bound;
}

/**
 * Validates the options of a remark or rehype plugin (which Docusaurus hands over unchecked) with
 * a Joi schema: the result has the schema's defaults; a bad option throws, naming the plugin.
 */
export function validatedOptions<Options>(
  name: string,
  schema: {validate: (value: unknown) => {error?: Error; value: unknown}},
  options: unknown,
): Options {
  const {error, value} = schema.validate(options);
  if (error) throw new Error(`${name}: invalid options: ${error.message}`, {cause: error});
  return value as Options;
}
