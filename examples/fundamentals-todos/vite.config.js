import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const here = (relativePath) => fileURLToPath(new URL(relativePath, import.meta.url))

// A project downloaded from the docs site (/downloads/fundamentals-todos.zip, -part-N.zip or
// -starter.zip) has no checkpoints/ folder: it holds one part's source tree in `src/`, and a
// checkpoint.json names the part (none: the finished app, part 8). There `npm test` runs that
// part's tests against `src/`, and `PART=5 npm test` runs another part's tests, to check your
// own code after following that part.
const download = !existsSync(here('checkpoints'))
const checkpoint = existsSync(here('checkpoint.json'))
  ? JSON.parse(readFileSync(here('checkpoint.json'), 'utf8')).checkpoint
  : 'part-8'
const downloadedPart = Number(process.env.PART ?? /^part-(\d)$/.exec(checkpoint)?.[1])
const testedParts = download ? [downloadedPart].filter(Number.isInteger) : [3, 4, 5, 6, 7, 8]

// Where each tutorial part's source tree lives. Part 8 is the finished app,
// so its checkpoint *is* `src/` (no second copy to keep in sync).
const sourceOf = (part) => (download || part === 8 ? 'src' : `checkpoints/part-${part}/src`)

// Which shared test files run at which checkpoints. A suite runs from `from`
// up to `to` (inclusive); most suites run to the end, proving that later
// rewrites (including the Redux Toolkit one in part 8) keep the behaviour.
const suites = [
  { files: 'tests/reducers/*.test.js', from: 3 }, // every action, every part
  { files: 'tests/part-3/*.test.js', from: 3, to: 3 }, // combining reducers by hand
  { files: 'tests/store/*.test.js', from: 4 }, // getState/dispatch/subscribe
  { files: 'tests/part-4/*.test.js', from: 4, to: 4 }, // enhancers, middleware, mini store
  { files: 'tests/ui/*.test.jsx', from: 5 }, // the React UI
  { files: 'tests/async/*.test.js', from: 6 }, // fake API, client, thunks, todosLoaded
  { files: 'tests/part-6/*.test.js', from: 6, to: 6 }, // the hand-written async middleware
  { files: 'tests/patterns/*.test.{js,jsx}', from: 7 }, // selectors, loading status, saving UI
  { files: 'tests/part-8/*.test.js', from: 8 }, // what configureStore adds
]

const checkpointProject = (part) => ({
  extends: true,
  resolve: {
    alias: {
      '@app': here(sourceOf(part)),
      '@checkpoint': here(`tests/checkpoints/part-${part}.js`),
    },
  },
  test: {
    name: `part-${part}`,
    include: [
      ...suites.filter(({ from, to = 8 }) => part >= from && part <= to).map(({ files }) => files),
      // Tests you write yourself, beside the code they test (Part 4 starts with one).
      `${sourceOf(part)}/**/*.test.{js,jsx}`,
    ],
    // From part 6 on the app talks to the fake API, served by MSW in the tests.
    setupFiles: part >= 6 ? ['tests/support/mswSetup.js'] : [],
  },
})

// `CHECKPOINT=6 npm run dev` serves an earlier part's UI (parts 5-7) instead
// of the finished app, by pointing index.html's `/src/...` at that checkpoint.
// (A downloaded project always serves its own `src/`.)
const servedPart = download ? 8 : Number(process.env.CHECKPOINT ?? 8)
if (![5, 6, 7, 8].includes(servedPart)) {
  throw new Error('CHECKPOINT must be 5, 6, 7 or 8 (parts 3 and 4 have no UI)')
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias:
      servedPart === 8 ? [] : [{ find: /^\/src\//, replacement: here(`${sourceOf(servedPart)}/`) }],
  },
  test: {
    // Reducer and store tests run in plain Node; UI and API tests opt in to
    // jsdom with a `@vitest-environment jsdom` comment at the top of the file.
    environment: 'node',
    pool: 'threads',
    // This machine (and CI) has 2 cores: more workers only fight over them.
    maxWorkers: 2,
    // The UI tests type and click through the whole app; on a busy 2-core
    // machine one can take longer than Vitest's default 5 s.
    testTimeout: 15_000,
    // The starter project has no tests of its own yet.
    ...(testedParts.length === 0
      ? { include: [], passWithNoTests: true }
      : { projects: testedParts.map(checkpointProject) }),
  },
})
