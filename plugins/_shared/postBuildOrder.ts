import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * An order between postBuild hooks, which Docusaurus does not have: it runs every plugin's
 * postBuild at the same time. A plugin that reads what other plugins write after the build
 * (security-headers hashes the inline scripts of every page, the redirect pages included) waits
 * for them here. `writer(plugin)` wraps a plugin through its public API (its default export and
 * `validateOptions`, so Docusaurus's own plugins work too); `allWritten()` resolves once the
 * postBuild of every wrapped plugin has finished, and rejects if one failed.
 */
export function postBuildOrder() {
  const finished: Array<Promise<void>> = [];

  /** A plugin's options and content are its own business: any plugin function goes in. */
  function writer(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    plugin: ((context: LoadContext, options: any) => ReturnType<PluginModule<any>>) &
      Pick<PluginModule, 'validateOptions'>,
  ): PluginModule {
    const wrapped: PluginModule = async (context: LoadContext, options: unknown) => {
      const instance = (await plugin(context, options)) as Plugin | null;
      if (!instance) return instance;
      let done!: () => void;
      let failed!: (error: unknown) => void;
      const written = new Promise<void>((resolve, reject) => {
        done = resolve;
        failed = reject;
      });
      // The dev server never builds: nothing waits then, and an unobserved failure is no crash.
      written.catch(() => {});
      finished.push(written);
      const postBuild: Plugin['postBuild'] = async (props) => {
        try {
          await instance.postBuild?.(props);
          done();
        } catch (error) {
          failed(error);
          throw error;
        }
      };
      return {...instance, postBuild};
    };
    wrapped.validateOptions = plugin.validateOptions;
    return wrapped;
  }

  return {writer, allWritten: () => Promise.all(finished).then(() => undefined)};
}
