// npm run content:check — validates the shipped stories (modules/content/check.ts).
import path from 'node:path'
import { checkContent } from '@/modules/content/check'

const root = process.cwd()
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content')
const issues = checkContent({ contentDir, publicDir: path.join(root, 'public') })
if (issues.length > 0) {
  for (const issue of issues) {
    console.error(`${issue.file}${issue.field ? `: ${issue.field}` : ''}: ${issue.message}`)
  }
  console.error(`\ncontent:check found ${issues.length} problem${issues.length === 1 ? '' : 's'}`)
  process.exit(1)
}
console.log(`content:check: every story in ${path.relative(root, contentDir) || '.'} is valid`)
