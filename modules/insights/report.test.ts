import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { cravingLog, dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { medicineIntake, medicineUse } from '@/db/schema/medicines'
import { surveyDefinition, surveyResponse } from '@/db/schema/surveys'
import { ftndV1 } from '@/modules/surveys/definitions'
import { hasTool } from '@/tests/support/pdf-tools'
import { insertUser } from '@/tests/support/users'
import { buildDoctorReport } from './report'
import { renderDoctorReportPdf } from './report-pdf'
import { REPORT_SECTIONS } from './schemas'

// The real messages of each language, as next-intl would give them on the server.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const messages = (await import(`@/messages/${locale}.json`)).default
    return createTranslator({ locale: locale as 'en', messages, namespace: namespace as never })
  },
}))

const now = new Date('2026-11-25T12:00:00Z')

/** A person with a plan from 1 November, two slips, cravings, a patch and a dependence test. */
async function personWithData() {
  const { id } = await insertUser()
  await db.insert(quitPlan).values({
    userId: id,
    quitDate: '2026-11-01',
    cigarettesPerDay: 23,
    packPriceMinor: 800,
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
  })
  await db.insert(dailyCheckIn).values([
    { userId: id, day: '2026-11-03', smokeFree: false, cigarettesSmoked: 4 },
    { userId: id, day: '2026-11-04', smokeFree: true },
    { userId: id, day: '2026-11-20', smokeFree: false, cigarettesSmoked: 1 },
  ])
  await db.insert(cravingLog).values([
    { userId: id, intensity: 4, trigger: 'coffee', loggedAt: new Date('2026-11-24T07:00:00Z') },
    { userId: id, intensity: 2, trigger: 'coffee', loggedAt: new Date('2026-11-25T07:00:00Z') },
    { userId: id, intensity: 5, trigger: 'stress', loggedAt: new Date('2026-11-10T18:00:00Z') },
  ])
  await db.insert(medicineUse).values({ userId: id, medicine: 'nrt-patch', startedOn: '2026-11-01' })
  await db.insert(medicineIntake).values([
    { userId: id, day: '2026-11-02', medicine: 'nrt-patch', taken: true },
    { userId: id, day: '2026-11-03', medicine: 'nrt-patch', taken: true },
    { userId: id, day: '2026-11-04', medicine: 'nrt-patch', taken: false },
  ])
  await db
    .insert(surveyDefinition)
    .values({ survey: 'ftnd', version: 1, definition: ftndV1 })
    .onConflictDoNothing()
  await db.insert(surveyResponse).values({
    survey: 'ftnd',
    version: 1,
    answers: {},
    score: 6,
    result: 'high',
    locale: 'en',
    userId: id,
    createdAt: new Date('2026-10-20T10:00:00Z'),
  })
  return id
}

describe('the doctor’s report', () => {
  it('holds only the parts the person chose', async () => {
    const id = await personWithData()
    const report = await buildDoctorReport(id, ['quitDate', 'medicine'], { locale: 'en', now })
    expect(report.heading).toBe('Stop-smoking summary')
    expect(report.made).toContain('November 25, 2026')
    expect(report.parts.map((part) => part.section)).toEqual(['quitDate', 'medicine'])
    expect(report.parts[0]!.lines).toEqual(['November 1, 2026'])
    expect(report.parts[1]!.lines).toEqual([
      'Nicotine patch, since November 1, 2026',
      'Taken on 2 days of 24 days (from the daily check-ins).',
    ])
    // Nothing of the parts left out: not the cigarettes a day, the slips, the test or the cravings.
    const text = JSON.stringify(report)
    for (const absent of ['23', 'slip', '6 of 10', 'Coffee', 'Week']) expect(text).not.toContain(absent)
  })

  it('counts every part from the person’s own data', async () => {
    const id = await personWithData()
    const other = await insertUser()
    await db.insert(cravingLog).values({ userId: other.id, intensity: 1, trigger: 'meal', loggedAt: now })
    const report = await buildDoctorReport(id, REPORT_SECTIONS, { locale: 'en', now })
    const part = (section: string) => report.parts.find((p) => p.section === section)!
    expect(part('smokeFreeDays').lines).toEqual(['24 days'])
    expect(part('cigarettesBefore').lines).toEqual(['23 cigarettes a day'])
    expect(part('dependence').table).toEqual({
      columns: ['Date', 'Result'],
      rows: [['October 20, 2026', '6 of 10: High dependence']],
    })
    expect(part('slips').lines).toEqual([
      '2 days with a slip, 5 cigarettes in all.',
      'Latest: November 20, 2026: 1 cigarette; November 3, 2026: 4 cigarettes',
    ])
    const weeks = part('cravings').table!
    expect(weeks.columns).toEqual(['Week of', 'Cravings logged', 'Average strength (1–5)'])
    expect(weeks.rows).toHaveLength(12)
    expect(weeks.rows.at(-1)).toEqual(['November 23, 2026', '2', '3'])
    expect(weeks.rows.at(-3)).toEqual(['November 9, 2026', '1', '5'])
    expect(weeks.rows[0]).toEqual(['September 7, 2026', '0', '–'])
  })

  it('says what is missing instead of leaving a part empty', async () => {
    const { id } = await insertUser()
    const report = await buildDoctorReport(id, REPORT_SECTIONS, { locale: 'de', now })
    expect(report.parts.map((part) => part.lines)).toEqual([
      ['Noch kein Rauchstopp-Plan.'],
      ['Noch kein Rauchstopp-Plan.'],
      ['Noch kein Rauchstopp-Plan.'],
      ['Kein Testergebnis gespeichert.'],
      ['Kein Medikament eingetragen.'],
      ['Noch kein Rauchstopp-Plan.'],
      ['Kein Rauchverlangen in den letzten 12 Wochen festgehalten.'],
    ])
  })

  it('is a valid PDF in the person’s language with the fonts embedded', async () => {
    const id = await personWithData()
    const report = await buildDoctorReport(id, ['quitDate', 'medicine', 'slips'], { locale: 'ru', now })
    const pdf = await renderDoctorReportPdf(report, 'ru', 'Exhale')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('NotoSans')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.pdf')
    fs.writeFileSync(file, pdf)
    if (hasTool('qpdf')) {
      // Exit code 0: no errors, no warnings.
      expect(execFileSync('qpdf', ['--check', file]).toString()).toContain(
        'No syntax or stream encoding errors',
      )
    } else {
      console.warn('qpdf is not installed: the PDF structure check is skipped')
    }
    if (hasTool('pdftotext')) {
      const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ')
      expect(text).toContain('1 ноября 2026')
      expect(text).toContain('Никотиновый пластырь')
    } else {
      console.warn('pdftotext is not installed: the PDF text check is skipped')
    }
  }, 30_000)
})
