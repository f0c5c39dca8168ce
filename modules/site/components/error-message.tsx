import { useTranslations } from 'next-intl'
import { logger } from '@/lib/logger'
import { NO_ADMIN_RIGHTS } from '@/lib/routing/guards'

// Messages the site itself puts in /error?message= (the replaced site's contract), mapped to
// their localized texts; an error code of our catalogue (`errors.*`) shows its text too. Anything
// else gets the generic text: the page never shows words of a stranger's choosing under our
// heading (a ready-made phishing page, decision 034). The raw value goes to the log only.
const KNOWN_MESSAGES: Record<string, string> = {
  [NO_ADMIN_RIGHTS]: 'common/no-admin-rights',
}

export function ErrorMessage({ message }: { message: string }) {
  const t = useTranslations('errors')
  const code = KNOWN_MESSAGES[message] ?? (t.has(message as never) ? message : undefined)
  if (!code)
    logger.info({ message: message.slice(0, 200) }, 'error page with a message outside the catalogue')
  return (
    <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
      {t((code ?? 'common/unknown') as never)}
    </p>
  )
}
