import { getTranslations } from 'next-intl/server'
import { SETUP_ANCHOR } from '../../second-factor/constants'
import { isSecondFactorOn } from '../../second-factor/queries'
import { SecondFactorSettings } from './second-factor-settings'

/** The account page's "Second factor" section: status from the database, then the settings. */
export async function SecondFactorSection({
  userId,
  hasPassword,
  adminSentHere,
}: {
  userId: string
  hasPassword: boolean
  adminSentHere: boolean
}) {
  const t = await getTranslations('secondFactor.settings')
  const errors = await getTranslations('errors')
  const enabled = await isSecondFactorOn(userId)
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
