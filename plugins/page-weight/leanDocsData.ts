import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

/** A route's props, as far as this plugin reads them. */
type VersionProp = {
  version?: {docs?: Record<string, {id: string; title: string; description?: string; sidebar?: string}>};
};

/**
 * Drops each doc's description from a version's metadata prop, everywhere in a route tree;
 * `dropped` counts the descriptions it removed.
 */
export function withoutDocDescriptions(route: RouteConfig, dropped = {count: 0}): RouteConfig {
  const props = route.props as VersionProp | undefined;
  const docs = props?.version?.docs;
  const lean = docs
    ? {
        ...route.props,
        version: {
          ...props!.version,
          docs: Object.fromEntries(
            Object.entries(docs).map(([id, {description, ...doc}]) => {
              if (description !== undefined) dropped.count++;
              return [id, doc];
            }),
          ),
        },
      }
    : route.props;
  const routes = route.routes?.map((child) => withoutDocDescriptions(child, dropped));
  return {...route, ...(lean ? {props: lean} : {}), ...(routes ? {routes} : {})};
}

/**
 * Docusaurus's docs plugin, with one thing less in the JavaScript every doc page loads: the
 * version metadata it hands to every doc route includes every doc's description, for the
 * `DocCard`s of generated category pages, which this site does not have. That was 6.8 of the
 * 8.1 KiB (gzipped) of that module. Everything else is the original plugin, unchanged.
 */
export default async function leanDocsData(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = args.actions.addRoute;
      const dropped = {count: 0};
      await plugin.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => addRoute(withoutDocDescriptions(route, dropped))},
      });
      // Every page of this site has a description: none found means the docs plugin's route
      // props changed shape, and the saving is gone without this.
      if (dropped.count === 0)
        throw new Error(
          'page-weight (leanDocsData): no doc description found in the docs routes\' `version.docs` prop; the docs plugin\'s route props changed. See "Upgrading Docusaurus" in src/theme/README.md.',
        );
    },
  };
}

// The docs plugin's own validation: the options are checked and filled in as the preset's `docs` would be.
leanDocsData.validateOptions = validateOptions;
