import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { SecondFactorSection } from '@/modules/second-factor/components/second-factor-section'
import { listSignInMethods } from '../queries'
import type { TCurrentSession } from '../read-session'
import { ChangePasswordForm, ResendVerificationButton, SignOutOthersButton } from './account-actions'
import { PasskeyManager } from './passkey-manager'

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple', oidc: 'OpenID Connect' }

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-200 py-6">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** /account: profile, sign-in methods, password, other devices, deletion (DESIGN §8). */
export async function AccountView({
  session,
  verified,
  setup,
}: {
  session: TCurrentSession
  verified: 'yes' | 'failed' | undefined
  /** `?setup=second-factor`: an admin sent here to set up a second factor. */
  setup?: boolean
}) {
  const t = await getTranslations('auth.account')
  const errors = await getTranslations('errors')
  const { user, claims } = session
  const methods = await listSignInMethods(user.id)
  const hasPassword = methods.includes('credential')

  return (
    // Its forms (password, passkeys, sessions) show any sign-in error code.
    <ClientMessages namespaces={['auth', 'errors', 'secondFactor']}>
      <div className="max-w-2xl">
        {verified === 'yes' && user.emailVerified ? (
          <p role="status" className="mb-6 rounded-md border border-brand-100 bg-brand-50 p-3 text-brand-900">
            {t('verifiedNotice')}
          </p>
        ) : null}
        {verified === 'failed' ? (
          <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            {t('verifyFailed')} {errors('auth/invalid-action-code')}
          </p>
        ) : null}
        <Section title={t('profile')}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-600">{t('name')}</dt>
            <dd>{user.name}</dd>
            <dt className="font-medium text-slate-600">{t('email')}</dt>
            <dd>
              {user.email}{' '}
              <span className={user.emailVerified ? 'text-brand-700' : 'text-amber-800'}>
                ({user.emailVerified ? t('emailVerified') : t('emailNotVerified')})
              </span>
              {user.emailVerified ? null : <ResendVerificationButton email={user.email} />}
            </dd>
            <dt className="font-medium text-slate-600">{t('role')}</dt>
            <dd>
              {claims.admin ? t('roleAdmin') : t('roleUser')}
              {claims.admin ? (
                <>
                  {' · '}
                  <Link href="/admin" className="font-medium text-brand-700 underline">
                    {t('adminArea')}
                  </Link>
                </>
              ) : null}
            </dd>
            <dt className="font-medium text-slate-600">{t('methods')}</dt>
            <dd>
              <ul>
                {methods.map((method) => (
                  <li key={method}>
                    {method === 'credential' ? t('methodCredential') : (PROVIDER_NAMES[method] ?? method)}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </Section>
        <Section title={t('password')}>
          {hasPassword ? <ChangePasswordForm /> : <p>{t('noPassword')}</p>}
        </Section>
        <SecondFactorSection userId={user.id} hasPassword={hasPassword} adminSentHere={setup === true} />
        <Section title={t('passkeys')}>
          <PasskeyManager />
        </Section>
        <Section title={t('sessions')}>
          <p className="mb-3 text-slate-700">{t('sessionsIntro')}</p>
          <SignOutOthersButton />
        </Section>
        <Section title={t('deletion')}>
          <p className="mb-3 text-slate-700">{t('deletionIntro')}</p>
          <Link href="/data-deletion" className="font-medium text-red-700 underline">
            {t('deletionLink')}
          </Link>
        </Section>
      </div>
    </ClientMessages>
  )
}
