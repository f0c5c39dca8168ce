import { getTranslations } from 'next-intl/server'
import { NO_ADMIN_RIGHTS } from '@/lib/routing/guards'

// Messages the site itself puts in /error?message=, mapped to localized texts. Anything else
// is shown as the plain text it is (React escapes it).
const KNOWN_MESSAGES: Record<string, string> = {
  [NO_ADMIN_RIGHTS]: 'common/no-admin-rights',
}

export async function ErrorMessage({ message }: { message: string }) {
  const t = await getTranslations('errors')
  const code = KNOWN_MESSAGES[message] ?? (t.has(message as never) ? message : undefined)
  return (
    <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
      {code ? t(code as never) : message}
    </p>
  )
}
