import { execFileSync } from 'node:child_process'

/**
 * Whether a command-line tool is on the PATH: the PDF checks use Debian's qpdf and pdftotext
 * (.ci/run installs them) and say so when they are missing instead of failing.
 */
export function hasTool(tool: string): boolean {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
