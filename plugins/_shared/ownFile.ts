import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * The absolute path of a file of a plugin, which the plugin writes into generated code (an
 * import in a compiled page) or hands to Docusaurus (a client module). Checked when the plugin
 * loads: a renamed file fails the build at its start, naming the path, rather than when the
 * first page that imports it compiles.
 */
export function ownFile(pluginDir: string, ...segments: string[]): string {
  const file = path.join(pluginDir, ...segments);
  if (!existsSync(file))
    throw new Error(
      `${path.basename(pluginDir)}: ${path.relative(pluginDir, file)} does not exist; it was moved or renamed without updating the plugin.`,
    );
  return file;
}
