import 'server-only'
import fs from 'node:fs/promises'
import { ImageResponse } from 'next/og'
import { FONT_FILES } from './pdf'

export const OG_IMAGE_SIZE = { width: 1200, height: 630 }

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined
function loadFonts() {
  fonts ??= Promise.all([fs.readFile(FONT_FILES.regular), fs.readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  )
  return fonts
}

/** The certificate's sharing picture (Open Graph, 1200×630 PNG). */
export async function renderCertificateImage(texts: {
  site: string
  heading: string
  name: string
  days: string
  since: string
}): Promise<ImageResponse> {
  const { regular, bold } = await loadFonts()
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        padding: 40,
        background: '#effaf6',
        fontFamily: 'NotoSans',
      }}
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          border: '8px solid #0f7a5c',
          borderRadius: 24,
          background: '#ffffff',
          padding: 48,
          textAlign: 'center',
        }}
      >
        <div style={{ fontSize: 28, letterSpacing: 6, color: '#0b634a', fontWeight: 700 }}>
          {texts.site.toUpperCase()}
        </div>
        <div style={{ marginTop: 16, fontSize: 48, fontWeight: 700, color: '#063a2c' }}>{texts.heading}</div>
        <div style={{ marginTop: 28, fontSize: 64, fontWeight: 700, color: '#0f172a' }}>{texts.name}</div>
        <div style={{ marginTop: 24, fontSize: 40, color: '#0b634a', fontWeight: 700 }}>{texts.days}</div>
        <div style={{ marginTop: 12, fontSize: 28, color: '#334155' }}>{texts.since}</div>
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'NotoSans', data: regular, weight: 400, style: 'normal' },
        { name: 'NotoSans', data: bold, weight: 700, style: 'normal' },
      ],
    },
  )
}
