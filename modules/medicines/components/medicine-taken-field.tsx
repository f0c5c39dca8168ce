import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { getTodayIn } from '@/lib/calendar'
import { getPlan } from '@/modules/companion/public'
import { TAKEN_FIELD } from '../check-in-field'
import { getIntake, getMedicineUse } from '../queries'

/**
 * "Taken today?" inside the daily check-in form, for the medicine the person uses; nothing
 * without one. Plain radio buttons, rendered on the server and posted with the check-in.
 */
export async function MedicineTakenField({
  userId,
  locale,
  now,
}: {
  userId: string
  locale: TLocale
  now: Date
}) {
  const [use, plan] = await Promise.all([getMedicineUse(userId), getPlan(userId)])
  if (!use || !plan) return null
  const t = await getTranslations({ locale, namespace: 'medicines' })
  const taken = await getIntake(userId, getTodayIn(now, plan.timeZone))
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold">
        {t('checkIn.question', { medicine: t(`types.${use.medicine}.name`) })}
      </legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={TAKEN_FIELD} value="yes" defaultChecked={taken === true} />
        {t('checkIn.yes')}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={TAKEN_FIELD} value="no" defaultChecked={taken === false} />
        {t('checkIn.no')}
      </label>
    </fieldset>
  )
}
