// `npm test`: lint, typecheck, the translation and content checks, vitest, then Playwright, and
// the first failure stops the run, as a chain of `&&` would. One difference: the production build
// the Playwright web server needs (`npm run build:e2e`, ~1.5 min on two cores) starts as soon as
// the typecheck is done (`next typegen` writes into the same .next) and runs beside the checks and
// vitest, which mostly wait on the database and on timers. CI has to stay well under 15 minutes.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const BUILD_LOG = '.tmp/build-e2e.log'

/** `npm run <script>`; its output goes to the terminal, or to logFile. Resolves its exit code. */
function run(script: string, logFile?: string): Promise<number> {
  const output = logFile ? fs.openSync(logFile, 'w') : 'inherit'
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', output, output] })
  if (typeof output === 'number') fs.closeSync(output)
  return new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function runInOrder(scripts: string[]): Promise<number> {
  for (const script of scripts) {
    console.log(`\n> npm run ${script}`)
    const status = await run(script)
    if (status !== 0) return status
  }
  return 0
}

async function main(): Promise<number> {
  const checks = await runInOrder(['lint', 'typecheck'])
  if (checks !== 0) return checks

  fs.mkdirSync('.tmp', { recursive: true })
  console.log(`\n> npm run build:e2e (in the background, output in ${BUILD_LOG})`)
  const started = Date.now()
  const build = run('build:e2e', BUILD_LOG).then((status) => {
    console.log(
      `\nbuild:e2e ${status === 0 ? 'done' : `failed (exit ${status})`} after ${Math.round((Date.now() - started) / 1000)} s`,
    )
    return status
  })

  const tests = await runInOrder(['i18n:check', 'content:check', 'test:unit'])
  const built = await build
  if (tests !== 0) return tests
  if (built !== 0) {
    console.log(fs.readFileSync(BUILD_LOG, 'utf8').split('\n').slice(-60).join('\n'))
    return built
  }
  return runInOrder(['test:e2e'])
}

process.exitCode = await main()
