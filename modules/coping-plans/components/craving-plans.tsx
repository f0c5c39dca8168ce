import { getTranslations } from 'next-intl/server'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { CRAVING_TRIGGERS } from '@/modules/companion/shared'
import { CravingPlansIsland } from './craving-plans-island'

/** /craving's top: the signed-in person's plans, rendered static with its texts as props. */
export async function CravingPlans({ locale }: { locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'copingPlans' })
  const triggers = await getTranslations({ locale, namespace: 'companion.craving.log.triggers' })
  return (
    <CravingPlansIsland
      writeHref={`${withLocale(locale, '/progress')}#coping-plans`}
      texts={{
        heading: t('craving.heading'),
        pick: t('craving.pick'),
        none: t('craving.none'),
        write: t('craving.write'),
        plan: t('plan', { situation: '{situation}', action: '{action}' }),
        triggers: Object.fromEntries(CRAVING_TRIGGERS.map((trigger) => [trigger, triggers(trigger)])),
      }}
    />
  )
}
