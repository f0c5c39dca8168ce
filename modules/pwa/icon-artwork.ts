// The app icon: a white leaf with a breath curl on the brand green. One drawing on a 512 grid;
// `safeScale` shrinks the mark for maskable icons (the mark must sit inside the central 80 %).

export const BRAND_GREEN = '#0f7a5c'

type TIconArtwork = {
  /** 'rounded' draws a rounded square on transparency; 'full' fills the whole square. */
  background: 'rounded' | 'full'
  /** Scale of the mark around the centre (1 = regular icon, ~0.8 for maskable). */
  safeScale: number
}

const MARK = `
  <path d="M352 104C228 112 132 188 124 300c-3 40 8 76 28 104 84-12 168-64 212-148 22-42 28-98-12-152z"
        fill="#ffffff"/>
  <path d="M156 392c56-92 118-156 190-236" fill="none" stroke="${BRAND_GREEN}" stroke-width="18"
        stroke-linecap="round"/>
  <path d="M222 309q-8-24-4-50M270 250q-8-22-4-46M222 309q26 0 50-6M270 250q24-2 44-8" fill="none"
        stroke="${BRAND_GREEN}" stroke-width="12" stroke-linecap="round"/>
  <path d="M300 404c40 0 76-14 100-40 14-16 14-38-2-48-14-8-32-2-36 14" fill="none"
        stroke="#ffffff" stroke-width="20" stroke-linecap="round"/>
`

/** The SVG source of an icon variant (512 × 512 user units, rendered at any size). */
export function renderIconSvg({ background, safeScale }: TIconArtwork): string {
  const shape =
    background === 'full'
      ? `<rect width="512" height="512" fill="${BRAND_GREEN}"/>`
      : `<rect width="512" height="512" rx="112" fill="${BRAND_GREEN}"/>`
  const offset = 256 * (1 - safeScale)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    shape,
    `<g transform="translate(${offset} ${offset}) scale(${safeScale})">${MARK}</g>`,
    '</svg>',
  ].join('')
}

/** The files under public/icons/ and how each is drawn. */
export const ICON_FILES = [
  { file: 'icon-192.png', size: 192, artwork: { background: 'rounded', safeScale: 1 } },
  { file: 'icon-512.png', size: 512, artwork: { background: 'rounded', safeScale: 1 } },
  { file: 'icon-maskable-512.png', size: 512, artwork: { background: 'full', safeScale: 0.72 } },
  // iOS rounds the corners itself and shows transparency as black: full bleed, opaque.
  { file: 'apple-touch-icon.png', size: 180, artwork: { background: 'full', safeScale: 0.86 } },
] as const satisfies ReadonlyArray<{ file: string; size: number; artwork: TIconArtwork }>
