import { getTranslations, setRequestLocale } from 'next-intl/server'
import { servedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { CURRENT_SURVEYS, maxScore, type TSurveyKey } from '../definitions'
import { FTND_BANDS, MOTIVATION_LEVELS } from '../scoring'
import { SURVEY_ERROR_CODES } from '../types'
import { SurveyForm, type TResultView } from './survey-form'

const PAGES = {
  ftnd: {
    pageKey: 'surveyTest',
    href: '/survey/test',
    other: '/survey/motivation',
    otherLabel: 'toMotivation',
  },
  motivation: {
    pageKey: 'surveyMotivation',
    href: '/survey/motivation',
    other: '/survey/test',
    otherLabel: 'toTest',
  },
} as const

/**
 * A survey page: heading, the form (a client island that also works as a plain form) and its
 * texts, all resolved here on the server so the page stays static.
 */
export async function SurveyPage({ survey, locale }: { survey: TSurveyKey; locale: TLocale }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'surveys' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const definition = CURRENT_SURVEYS[survey]
  const page = PAGES[survey]
  const wording = `${survey}.v${definition.version}`

  const questions = definition.questions.map((question) => ({
    id: question.id,
    text: t(`${wording}.${question.id}.question`),
    options: question.options.map((option) => ({
      id: option.id,
      label: t(`${wording}.${question.id}.${option.id}`),
    })),
  }))

  const results: Record<string, TResultView> =
    survey === 'ftnd'
      ? Object.fromEntries(
          FTND_BANDS.map((band) => [
            band.key,
            { title: t(`ftnd.bands.${band.key}.title`), advice: t(`ftnd.bands.${band.key}.advice`) },
          ]),
        )
      : Object.fromEntries(
          MOTIVATION_LEVELS.map((level) => [
            `level${level}`,
            {
              title: t(`${wording}.readiness.level${level}`),
              advice: t(`motivation.levels.level${level}`),
            },
          ]),
        )

  const max = maxScore(definition)
  const scores = Object.fromEntries(
    Array.from({ length: max + 1 }, (_, score) => [
      score,
      survey === 'ftnd' ? t('form.yourScore', { score, max }) : t('form.yourLevel', { level: score }),
    ]),
  )

  return (
    <>
      <PageIntro title={pages(`${page.pageKey}.title`)} intro={pages(`${page.pageKey}.intro`)} />
      <ClientMessages errors={SURVEY_ERROR_CODES}>
        <SurveyForm
          survey={survey}
          version={definition.version}
          questions={questions}
          results={results}
          selfHref={servedPath(locale, page.href)}
          otherSurveyHref={page.other}
          labels={{
            progress: questions.map((_, index) =>
              t('form.progress', { current: index + 1, total: questions.length }),
            ),
            back: t('form.back'),
            next: t('form.next'),
            submit: t('form.submit'),
            submitting: t('form.submitting'),
            chooseAnswer: t('form.chooseAnswer'),
            errorHeading: t('form.errorHeading'),
            restart: t('form.restart'),
            resultHeading: t(`${survey}.resultHeading`),
            scores,
            savedToAccount: t('form.savedToAccount'),
            savedAnonymously: t('form.savedAnonymously'),
            toProgramme: t('form.toProgramme'),
            otherSurvey: t(`form.${page.otherLabel}`),
          }}
        />
      </ClientMessages>
      {survey === 'ftnd' ? (
        <p className="mt-10 max-w-2xl text-sm text-slate-600">{t('ftnd.source')}</p>
      ) : null}
    </>
  )
}
