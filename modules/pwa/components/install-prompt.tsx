import { getTranslations } from 'next-intl/server'
import { InstallPromptIsland } from './install-prompt-island'

/** "Install Exhale" on /install: the texts come from the server, the island decides which shows. */
export async function InstallPrompt() {
  const t = await getTranslations('pwa.install')
  return (
    <InstallPromptIsland
      texts={{
        heading: t('heading'),
        button: t('button'),
        installed: t('installed'),
        accepted: t('accepted'),
        ios: t('ios'),
        fallback: t('fallback'),
      }}
    />
  )
}
