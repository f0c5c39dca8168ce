import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { listSurveyHistory } from '../queries'

/** The signed-in user's survey results with dates and scores, for the signed-in home (/progress). */
export async function SurveyHistory({ userId }: { userId: string }) {
  const t = await getTranslations('surveys')
  const format = await getFormatter()
  const entries = await listSurveyHistory(userId)
  return (
    <section aria-labelledby="survey-history-heading" className="mt-10">
      <h2 id="survey-history-heading" className="text-2xl font-bold">
        {t('history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('history.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('history.date')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('history.survey')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('history.score')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('history.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200">
                  <td className="py-2 pr-4">
                    <time dateTime={entry.createdAt.toISOString()}>
                      {format.dateTime(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                  <td className="py-2 pr-4">{t(`history.names.${entry.survey}`)}</td>
                  <td className="py-2 pr-4">
                    {entry.survey === 'ftnd'
                      ? t('history.ftndScore', { score: entry.score })
                      : t('history.motivationScore', { score: entry.score })}
                  </td>
                  <td className="py-2">
                    {entry.survey === 'ftnd'
                      ? t(`ftnd.bands.${entry.result}.title`)
                      : t(`motivation.v${entry.version}.readiness.${entry.result}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <Link href="/survey/test" className="font-semibold text-brand-700 underline">
          {t('history.takeTest')}
        </Link>
        <Link href="/survey/motivation" className="font-semibold text-brand-700 underline">
          {t('history.takeMotivation')}
        </Link>
      </p>
    </section>
  )
}
