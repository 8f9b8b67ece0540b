import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {followPage, unpackDownload, type Project} from '../../tests/tutorial-steps/followSteps';

const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');

/** Where a picture sits in the tutorial, and the download its page starts from. */
export type Moment = {
  /** The example app, a folder of examples/. */
  app: string;
  /** The download the page starts from: a checkpoint of the app, or none for the app itself. */
  from?: string;
  /** The page, relative to docs/ (no extension), when the reader changes the app on it before the picture. */
  page?: string;
  /** The picture's file name without extension, as the page refers to it. */
  picture: string;
};

/** The line of the page on which it shows the picture (1-based). */
export function pictureLine(mdx: string, picture: string, file: string): number {
  const lines = mdx.split('\n').flatMap((line, index) => (line.includes(`/${picture}.`) ? [index + 1] : []));
  if (lines.length === 0) throw new Error(`${file} does not show ${picture}`);
  return lines[0]!;
}

/**
 * The reader's project at the moment the page shows `picture`: the download the page starts from,
 * with every step of the page above the picture carried out (files written, diffs applied,
 * commands run and checked) by the same code that follows the tutorials in the step tests. Its
 * `npm run dev` steps are not opened here: this script opens the app itself, once, at the picture.
 */
export async function projectAt(moment: Moment, workDir: string): Promise<Project> {
  const dir = path.join(workDir, moment.picture);
  const project = unpackDownload(examples, moment.app, moment.from, dir);
  if (!moment.page) return project;
  const file = path.join(root, 'docs', `${moment.page}.mdx`);
  const mdx = readFileSync(file, 'utf8');
  const above = mdx
    .split('\n')
    .slice(0, pictureLine(mdx, moment.picture, file) - 1)
    .join('\n');
  // followPage reads a file: the page as far as the picture, beside the page so that its name says where.
  const partial = path.join(workDir, 'pages', `${path.basename(moment.page)}.mdx`);
  mkdirSync(path.dirname(partial), {recursive: true});
  writeFileSync(partial, above);
  // What the page's `npm install` steps must agree with: the part's checkpoint, or the app.
  const part = /part-\d/.exec(moment.page)?.[0];
  const ownPackageJson = path.join(examples, moment.app, 'checkpoints', part ?? '-', 'package.json');
  const targetPackageJson = existsSync(ownPackageJson)
    ? ownPackageJson
    : path.join(examples, moment.app, 'package.json');
  await followPage(partial, project, {
    onTest: () => {},
    onDev: async () => {},
    targetPackageJson,
  });
  return project;
}
