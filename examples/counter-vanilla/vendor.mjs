// Refreshes vendor/redux.browser.mjs (and its source map) from the `redux`
// package that Node resolves from this folder: the one installed at the
// repository root. Run it with `npm run vendor` after upgrading Redux.
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const reduxPackageJson = require.resolve('redux/package.json')
const { version } = require('redux/package.json')
const distDir = join(dirname(reduxPackageJson), 'dist')

mkdirSync(join(here, 'vendor'), { recursive: true })
for (const file of ['redux.browser.mjs', 'redux.browser.mjs.map']) {
  copyFileSync(join(distDir, file), join(here, 'vendor', file))
}
console.log(`Copied redux ${version} browser build into vendor/`)
