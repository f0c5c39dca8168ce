import 'server-only'
import path from 'node:path'
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { formatCount, formatMoney, formatQuitDate, withDate } from './format'
import type { TCertificateView } from './queries'
import { computeMoneySaved, countSmokeFreeDays, findNextMilestone } from './smoke-free'

// Noto Sans (OFL) covers Latin, Latin Extended and Cyrillic: every one of our nine languages.
// PDF's built-in Helvetica has no Cyrillic or Polish letters.
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans')
export const FONT_FILES = {
  regular: path.join(FONT_DIR, '400Regular', 'NotoSans_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold', 'NotoSans_700Bold.ttf'),
  italic: path.join(FONT_DIR, '400Regular_Italic', 'NotoSans_400Regular_Italic.ttf'),
}

let fontsRegistered = false
function registerFonts() {
  if (fontsRegistered) return
  Font.register({
    family: 'NotoSans',
    fonts: [
      { src: FONT_FILES.regular },
      { src: FONT_FILES.bold, fontWeight: 700 },
      { src: FONT_FILES.italic, fontStyle: 'italic' },
    ],
  })
  // Names and messages must not be hyphenated.
  Font.registerHyphenationCallback((word) => [word])
  fontsRegistered = true
}

const green = '#0b634a'
const styles = StyleSheet.create({
  page: { fontFamily: 'NotoSans', padding: 36, color: '#0f172a' },
  frame: {
    flexGrow: 1,
    borderWidth: 4,
    borderColor: '#0f7a5c',
    borderRadius: 12,
    paddingVertical: 48,
    paddingHorizontal: 40,
    alignItems: 'center',
  },
  site: { fontSize: 11, letterSpacing: 3, color: green, fontWeight: 700, textTransform: 'uppercase' },
  heading: { marginTop: 16, fontSize: 30, fontWeight: 700, color: '#063a2c', textAlign: 'center' },
  awardedTo: { marginTop: 36, fontSize: 13, color: '#334155' },
  name: { marginTop: 8, fontSize: 34, fontWeight: 700, textAlign: 'center' },
  since: { marginTop: 14, fontSize: 14, textAlign: 'center' },
  stats: { marginTop: 36, flexDirection: 'row', gap: 12, width: '100%' },
  stat: { flex: 1, backgroundColor: '#effaf6', borderRadius: 8, padding: 12 },
  statLabel: { fontSize: 9, color: '#475569' },
  statValue: { marginTop: 4, fontWeight: 700, color: green },
  statText: { marginTop: 4, fontSize: 10 },
  message: { marginTop: 32, fontSize: 13, fontStyle: 'italic', textAlign: 'center', maxWidth: 420 },
  issued: { marginTop: 'auto', fontSize: 10, color: '#475569' },
})

/** Room for a figure in one of the three stat boxes: A4 width less page, frame and box padding. */
const STAT_VALUE_WIDTH = (595.28 - 2 * 36 - 2 * 4 - 2 * 40 - 2 * 12) / 3 - 2 * 12
const STAT_VALUE_MAX_SIZE = 20

/** Noto Sans Bold advance widths, in em, rounded up: digits, separators and spaces, the rest. */
function estimateEmWidth(text: string): number {
  let width = 0
  for (const char of text) width += /\d/.test(char) ? 0.58 : /[\s.,'’\u00A0\u202F]/.test(char) ? 0.3 : 0.75
  return width
}

/**
 * The font size at which a figure fits its stat box on one line: the amounts are kept together
 * with no-break spaces (format.ts), and react-pdf would otherwise break a too-long "word" with a
 * hyphen ("10.000,00 -" / "RUB").
 */
export function fitStatValueSize(value: string): number {
  return Math.min(STAT_VALUE_MAX_SIZE, Math.floor((STAT_VALUE_WIDTH / estimateEmWidth(value)) * 10) / 10)
}

export type TCertificatePdfTexts = {
  title: string
  site: string
  heading: string
  awardedTo: string
  name: string
  since: string
  stats: { label: string; value: string; text?: string }[]
  message: string | null
  issuedBy: string
}

/** Every text of the PDF, in the certificate's language, counted for the viewer's zone. */
export async function buildCertificatePdfTexts(
  certificate: TCertificateView,
  options: { locale: TLocale; now: Date; timeZone: string },
): Promise<TCertificatePdfTexts> {
  const t = await getTranslations({ locale: options.locale, namespace: 'certificates' })
  const meta = await getTranslations({ locale: options.locale, namespace: 'meta' })
  const days = countSmokeFreeDays(certificate.quitDate, options.now, options.timeZone)
  const saved = computeMoneySaved({ days, ...certificate })
  const next = findNextMilestone(days)
  const site = meta('siteName')
  const quitDate = formatQuitDate(options.locale, certificate.quitDate)
  const stats: TCertificatePdfTexts['stats'] = [
    { label: t('sheet.daysLabel'), value: formatCount(options.locale, days) },
  ]
  if (saved !== null && certificate.currency) {
    stats.push({
      label: t('sheet.moneySaved'),
      value: formatMoney(options.locale, saved, certificate.currency),
    })
  }
  stats.push(
    next
      ? {
          label: t('sheet.nextMilestone'),
          value: t('sheet.milestoneIn', { count: next.daysLeft }),
          text: t(`milestones.${next.key}`),
        }
      : { label: t('sheet.nextMilestone'), value: '✓', text: t('sheet.allMilestones') },
  )
  return {
    title: `${t('sheet.heading')}: ${certificate.displayName}`,
    site,
    heading: t('sheet.heading'),
    awardedTo: t('sheet.awardedTo'),
    name: certificate.displayName,
    since: withDate(t('sheet.since', { date: quitDate }), quitDate),
    stats,
    message: certificate.message,
    issuedBy: t('sheet.issuedBy', { site }),
  }
}

// react-pdf passes its layout tree as `_INTERNAL__LAYOUT__DATA_` (untyped: OnRenderProps names only `blob`).
type TRenderHook = (params: object) => void

function CertificateDocument({
  texts,
  language,
  onRender,
}: {
  texts: TCertificatePdfTexts
  language: string
  onRender?: TRenderHook
}) {
  return (
    <Document
      title={texts.title}
      author={texts.site}
      creator={texts.site}
      producer={texts.site}
      language={language}
      onRender={onRender}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.frame}>
          <Text style={styles.site}>{texts.site}</Text>
          <Text style={styles.heading}>{texts.heading}</Text>
          <Text style={styles.awardedTo}>{texts.awardedTo}</Text>
          <Text style={styles.name}>{texts.name}</Text>
          <Text style={styles.since}>{texts.since}</Text>
          <View style={styles.stats}>
            {texts.stats.map((stat) => (
              <View key={stat.label} style={styles.stat}>
                <Text style={styles.statLabel}>{stat.label}</Text>
                <Text style={[styles.statValue, { fontSize: fitStatValueSize(stat.value) }]}>
                  {stat.value}
                </Text>
                {stat.text ? <Text style={styles.statText}>{stat.text}</Text> : null}
              </View>
            ))}
          </View>
          {texts.message ? <Text style={styles.message}>“{texts.message}”</Text> : null}
          <Text style={styles.issued}>{texts.issuedBy}</Text>
        </View>
      </Page>
    </Document>
  )
}

/** The certificate as an A4 PDF. */
export async function renderCertificatePdf(
  texts: TCertificatePdfTexts,
  language: string,
  /** Tests read the laid-out boxes from react-pdf's render callback. */
  onRender?: TRenderHook,
): Promise<Buffer> {
  registerFonts()
  return renderToBuffer(<CertificateDocument texts={texts} language={language} onRender={onRender} />)
}
