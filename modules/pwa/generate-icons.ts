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

// /favicon.ico, which browsers and crawlers ask for whatever the page's <link rel="icon"> says:
// an ICO file holding 16, 32 and 48 px PNGs of the standard icon (ICO allows PNG entries).
const standard = ICON_FILES.find((icon) => icon.file === 'icon-192.png')
if (!standard) throw new Error('icon-192.png is missing from ICON_FILES')
const faviconSizes = [16, 32, 48]
const pngs = await Promise.all(
  faviconSizes.map((size) =>
    sharp(Buffer.from(renderIconSvg(standard.artwork)), { density: 72 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
)
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(pngs.length, 4)
let offset = header.length + 16 * pngs.length
const entries = pngs.map((png, index) => {
  const size = faviconSizes[index] ?? 0
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size, 0) // width
  entry.writeUInt8(size, 1) // height
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += png.length
  return entry
})
fs.writeFileSync(
  path.join(process.cwd(), 'public', 'favicon.ico'),
  Buffer.concat([header, ...entries, ...pngs]),
)
console.log(`public/favicon.ico (${faviconSizes.join(', ')} px)`)
