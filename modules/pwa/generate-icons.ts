// Draws the PNG app icons into public/icons/ from modules/pwa/icon-artwork.ts.
// Run after changing the artwork: `npx tsx modules/pwa/generate-icons.ts` (the PNGs are committed).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { ICON_FILES, renderIconSvg } from './icon-artwork'

const outputDir = path.join(process.cwd(), 'public', 'icons')
fs.mkdirSync(outputDir, { recursive: true })
for (const { file, size, artwork } of ICON_FILES) {
  const svg = Buffer.from(renderIconSvg(artwork))
  await sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .flatten(artwork.background === 'full' ? { background: '#0f7a5c' } : false)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outputDir, file))
  console.log(`public/icons/${file} (${size}×${size})`)
}
