import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {postBuildOrder} from './postBuildOrder';

const context = {} as LoadContext;
const postBuildProps = {} as Parameters<NonNullable<Plugin['postBuild']>>[0];
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plugin whose postBuild takes `ms` and then records its name (or fails). */
function slowWriter(name: string, ms: number, log: string[], fail = false): PluginModule {
  return () => ({
    name,
    async postBuild() {
      await later(ms);
      if (fail) throw new Error(`${name} failed`);
      log.push(name);
    },
  });
}

describe('postBuildOrder', () => {
  it('lets a reader wait until every wrapped plugin has written, though Docusaurus starts all postBuilds at once', async () => {
    const log: string[] = [];
    const order = postBuildOrder();
    const writers = await Promise.all([
      order.writer(slowWriter('redirects', 30, log))(context, {}),
      order.writer(slowWriter('alias', 10, log))(context, {}),
    ]);
    const reader = async () => {
      await order.allWritten();
      log.push('reader');
    };
    await Promise.all([reader(), ...writers.map((plugin) => plugin!.postBuild!(postBuildProps))]);
    expect(log).toEqual(['alias', 'redirects', 'reader']);
  });

  it('passes a failure on to the reader, and to Docusaurus', async () => {
    const order = postBuildOrder();
    const plugin = await order.writer(slowWriter('broken', 1, [], true))(context, {});
    await expect(plugin!.postBuild!(postBuildProps)).rejects.toThrow('broken failed');
    await expect(order.allWritten()).rejects.toThrow('broken failed');
  });

  it("keeps the wrapped plugin's option validation", () => {
    const plugin: PluginModule = () => null;
    plugin.validateOptions = ({options}) => options as never;
    expect(postBuildOrder().writer(plugin).validateOptions).toBe(plugin.validateOptions);
  });
});
