import {existsSync} from 'node:fs';
import path from 'node:path';

const docsDir = path.join(__dirname, '..', 'docs');

/** True when docs/<docPath>.mdx (or .md) exists: used to show links only to written pages. */
export function docExists(docPath: string): boolean {
  return ['.mdx', '.md'].some((ext) => existsSync(path.join(docsDir, `${docPath}${ext}`)));
}
