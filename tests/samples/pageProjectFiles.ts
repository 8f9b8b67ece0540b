import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks} from '../../scripts/samples/extract';
import {pageProject} from '../../scripts/samples/project';

const root = path.resolve(__dirname, '../..');

/**
 * Writes the titled code blocks of a docs page (its sample project, as the sample checker sees it:
 * the last version of each file) into a fresh folder under `.cache/`, with `extra` files beside
 * them, and returns the folder. The folder is inside the repository, so the blocks' imports of
 * the pinned packages resolve from the site's node_modules.
 */
export function writePageProject(page: string, folder: string, extra: Record<string, string> = {}): string {
  const dir = path.join(root, '.cache', 'page-projects', folder);
  rmSync(dir, {recursive: true, force: true});
  const {files} = pageProject(page, extractCodeBlocks(readFileSync(path.join(root, page), 'utf8')));
  const titled = files.filter((file) => !file.name.startsWith('__block_') && !/\.v\d+\.\w+$/.test(file.name));
  for (const file of titled) write(dir, file.name, file.code);
  for (const [name, code] of Object.entries(extra)) write(dir, name, code);
  return dir;
}

function write(dir: string, name: string, code: string): void {
  const target = path.join(dir, name);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, code);
}
