import 'server-only'
import path from 'node:path'
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { TDoctorReport } from './report'

// Like the certificates' PDF (decision 052): Noto Sans (OFL) embedded, which covers the Latin,
// Polish and Cyrillic letters of all nine languages; PDF's built-in Helvetica does not. Its own
// family name, so the two registrations never meet.
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans')
const FAMILY = 'ReportNotoSans'

let fontsRegistered = false
function registerFonts() {
  if (fontsRegistered) return
  Font.register({
    family: FAMILY,
    fonts: [
      { src: path.join(FONT_DIR, '400Regular', 'NotoSans_400Regular.ttf') },
      { src: path.join(FONT_DIR, '700Bold', 'NotoSans_700Bold.ttf'), fontWeight: 700 },
    ],
  })
  Font.registerHyphenationCallback((word) => [word])
  fontsRegistered = true
}

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, paddingVertical: 40, paddingHorizontal: 48, fontSize: 10, color: '#0f172a' },
  site: { fontSize: 9, letterSpacing: 2, color: '#0b634a', fontWeight: 700, textTransform: 'uppercase' },
  heading: { marginTop: 6, fontSize: 20, fontWeight: 700 },
  made: { marginTop: 4, fontSize: 9, color: '#475569' },
  part: { marginTop: 14 },
  partHeading: { fontSize: 11, fontWeight: 700, marginBottom: 3 },
  line: { marginTop: 2 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 2 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#64748b', paddingVertical: 2 },
  cell: { flex: 1, paddingRight: 6 },
  headCell: { flex: 1, paddingRight: 6, fontWeight: 700 },
})

function ReportDocument({
  report,
  language,
  site,
}: {
  report: TDoctorReport
  language: string
  site: string
}) {
  return (
    <Document title={report.heading} author={site} creator={site} producer={site} language={language}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.site}>{site}</Text>
        <Text style={styles.heading}>{report.heading}</Text>
        <Text style={styles.made}>{report.made}</Text>
        {report.parts.map((part) => (
          <View key={part.section} style={styles.part} wrap={false}>
            <Text style={styles.partHeading}>{part.heading}</Text>
            {part.lines.map((line) => (
              <Text key={line} style={styles.line}>
                {line}
              </Text>
            ))}
            {part.table ? (
              <View>
                <View style={styles.headRow}>
                  {part.table.columns.map((column) => (
                    <Text key={column} style={styles.headCell}>
                      {column}
                    </Text>
                  ))}
                </View>
                {part.table.rows.map((row) => (
                  <View key={row.join('|')} style={styles.row}>
                    {row.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row may read the same
                      <Text key={i} style={styles.cell}>
                        {cell}
                      </Text>
                    ))}
                  </View>
                ))}
              </View>
            ) : null}
          </View>
        ))}
      </Page>
    </Document>
  )
}

/** The report as an A4 PDF with the fonts embedded. */
export async function renderDoctorReportPdf(
  report: TDoctorReport,
  language: string,
  site: string,
): Promise<Buffer> {
  registerFonts()
  return renderToBuffer(<ReportDocument report={report} language={language} site={site} />)
}
