// Runs the tests (or the type check) of every checkpoint under checkpoints/,
// using this app's node_modules (checkpoints have no install of their own).
//
//   node scripts/checkpoints.mjs test        # vitest run in each checkpoint, then the render counts
//   node scripts/checkpoints.mjs typecheck   # tsc for each checkpoint
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const mode = process.argv[2] ?? 'test'
const bin = (name) => join(appDir, 'node_modules', '.bin', name)

// The starter project first, then part-3, part-4, …
const checkpoints = readdirSync(join(appDir, 'checkpoints'))
  .filter((name) => name === 'starter' || name.startsWith('part-'))
  .sort((a, b) => (a === 'starter' ? -1 : b === 'starter' ? 1 : a.localeCompare(b, 'en', { numeric: true })))

// Two checkpoints at a time (each is a process of its own, and most of a run is startup and
// parsing): on a 2-core machine the tests took 26 s instead of 36, the type check 35 s instead
// of 42. Each one's output is printed whole when it ends, so the log reads checkpoint by checkpoint.
function check(name) {
  const dir = join(appDir, 'checkpoints', name)
  const [command, args] =
    mode === 'typecheck' ? [bin('tsc'), ['-p', join(dir, 'tsconfig.app.json')]] : [bin('vitest'), ['run', '--root', dir]]
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => {
      console.log(`\n=== ${name} (${mode}) ===\n${output.trimEnd()}`)
      resolvePromise(status === 0)
    })
  })
}

const queue = [...checkpoints]
const results = []
const lanes = Math.min(2, availableParallelism())
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (queue.length) results.push(await check(queue.shift()))
  }),
)
const failed = results.filter((ok) => !ok).length
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
