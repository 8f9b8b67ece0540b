// Runs the tests (or the type check) of every checkpoint under checkpoints/,
// using this app's node_modules (checkpoints have no install of their own).
//
//   node scripts/checkpoints.mjs test        # vitest run in each checkpoint, then the render counts
//   node scripts/checkpoints.mjs typecheck   # tsc for each checkpoint
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const mode = process.argv[2] ?? 'test'
const bin = (name) => join(appDir, 'node_modules', '.bin', name)

// The starter project first, then part-3, part-4, …
const checkpoints = readdirSync(join(appDir, 'checkpoints'))
  .filter((name) => name === 'starter' || name.startsWith('part-'))
  .sort((a, b) => (a === 'starter' ? -1 : b === 'starter' ? 1 : a.localeCompare(b, 'en', { numeric: true })))

let failed = 0
for (const name of checkpoints) {
  const dir = join(appDir, 'checkpoints', name)
  console.log(`\n=== ${name} (${mode}) ===`)
  const result =
    mode === 'typecheck'
      ? spawnSync(bin('tsc'), ['-p', join(dir, 'tsconfig.app.json')], { stdio: 'inherit' })
      : spawnSync(bin('vitest'), ['run', '--root', dir], { stdio: 'inherit' })
  if (result.status !== 0) failed++
}
console.log(`\n${checkpoints.length - failed} of ${checkpoints.length} checkpoints passed (${mode})`)

// The render counts that Essentials Part 6 shows are measured on the part-5 and part-6
// checkpoints (scripts/render-counts/): they run with the checkpoints' tests.
let countsFailed = false
if (mode === 'test') {
  console.log('\n=== render counts (Essentials Part 6) ===')
  const counts = spawnSync(bin('vitest'), ['run', '--config', join(appDir, 'scripts/render-counts/vitest.config.ts')], { stdio: 'inherit' })
  countsFailed = counts.status !== 0
}
process.exit(failed || countsFailed ? 1 : 0)
