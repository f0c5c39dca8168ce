import { useTranslations } from 'next-intl'
import { SETUP_ANCHOR } from '../../second-factor/constants'
import { SecondFactorSettings } from './second-factor-settings'

/**
 * The account page's "Second factor" section: its status, then the settings. The status is the
 * session read's (the user row it loads anyway): every change to it through Better Auth or the
 * admin area forgets the reused reads (decision 055).
 */
export function SecondFactorSection({
  enabled,
  hasPassword,
  adminSentHere,
}: {
  enabled: boolean
  hasPassword: boolean
  adminSentHere: boolean
}) {
  const t = useTranslations('secondFactor.settings')
  const errors = useTranslations('errors')
  return (
    <section
      id={SETUP_ANCHOR}
      aria-labelledby={`${SETUP_ANCHOR}-title`}
      className="border-t border-slate-100 py-4"
    >
      <h3 id={`${SETUP_ANCHOR}-title`} className="mb-3 text-lg font-semibold">
        {t('title')}
      </h3>
      {adminSentHere && !enabled ? (
        <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {errors('admin/second-factor-required')} {t('adminRequired')}
        </p>
      ) : null}
      <SecondFactorSettings key={String(enabled)} enabled={enabled} hasPassword={hasPassword} />
    </section>
  )
}
