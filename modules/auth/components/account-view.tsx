import { getLocale, getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { RouteLink } from '@/modules/ui/components/route-link'
import { listSignInMethods } from '../account/sign-in-methods'
import type { TCurrentSession } from '../sessions/read-session'
import { ChangePasswordForm, SignOutOthersButton } from './account-actions'
import { PasskeyManager } from './passkey-manager'
import { ResendVerificationButton } from './resend-verification-button'
import { SecondFactorSection } from './second-factor/second-factor-section'

// What the islands below read: account-actions, passkey-manager, new-password-field's policy
// list, form-parts' AuthAlert (`retryAfter`) and the second factor's settings.
const ACCOUNT_ISLAND_PARTS = [
  'auth.account',
  'auth.fields',
  'auth.policy',
  'auth.passkeys',
  'auth.retryAfter',
  'secondFactor.settings',
]

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple', oidc: 'OpenID Connect' }

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-6">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-100 py-4">
      <h3 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

/**
 * /account, settings only (decision 048), in sections: profile; sign-in and security (methods,
 * password, second factor, passkeys, devices); notifications; your data (`dataSection`); delete
 * account. The programme (progress, surveys, certificates, challenges) lives on /progress.
 */
export async function AccountView({
  session,
  verified,
  setup,
  dataSection,
}: {
  session: TCurrentSession
  verified: 'yes' | 'failed' | undefined
  /** `?setup=second-factor`: an admin sent here to set up a second factor. */
  setup?: boolean
  /** The "your data" section (export), from the deletion module. */
  dataSection?: React.ReactNode
}) {
  const t = await getTranslations('auth.account')
  const locale = (await getLocale()) as TLocale
  const errors = await getTranslations('errors')
  const { user, claims } = session
  // From the session read (the user row carries them, decision 080): no query of its own.
  const methods = session.signInMethods ?? (await listSignInMethods(user.id))
  const hasPassword = methods.includes('credential')

  return (
    // Its forms (password, passkeys, sessions, second factor) read these parts of `auth` and
    // `secondFactor`, not the sign-in pages' texts, and show sign-in error codes (`auth/…`,
    // toAuthErrorCode) and the pipeline's `common/…`; not the whole `errors` (15 KB).
    <ClientMessages parts={ACCOUNT_ISLAND_PARTS} errorGroups={['auth', 'common']}>
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
        <p className="mb-6 text-slate-700">
          {t('programmeIntro')}{' '}
          <RouteLink locale={locale} href="/progress" className="font-medium text-brand-700 underline">
            {t('programmeLink')}
          </RouteLink>
        </p>
        <Section id="account-profile" title={t('profile')}>
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
                  <RouteLink locale={locale} href="/admin" className="font-medium text-brand-700 underline">
                    {t('adminArea')}
                  </RouteLink>
                </>
              ) : null}
            </dd>
          </dl>
        </Section>
        <Section id="account-security" title={t('security')}>
          <Part id="account-methods" title={t('methods')}>
            <ul>
              {methods.map((method) => (
                <li key={method}>
                  {method === 'credential' ? t('methodCredential') : (PROVIDER_NAMES[method] ?? method)}
                </li>
              ))}
            </ul>
          </Part>
          <Part id="account-password" title={t('password')}>
            {hasPassword ? <ChangePasswordForm /> : <p>{t('noPassword')}</p>}
          </Part>
          <SecondFactorSection
            enabled={session.secondFactor?.enabled === true}
            hasPassword={hasPassword}
            adminSentHere={setup === true}
          />
          <Part id="account-passkeys" title={t('passkeys')}>
            <PasskeyManager />
          </Part>
          <Part id="account-sessions" title={t('sessions')}>
            <p className="mb-3 text-slate-700">{t('sessionsIntro')}</p>
            <SignOutOthersButton />
          </Part>
        </Section>
        <Section id="account-notifications" title={t('notifications')}>
          <p className="mb-3 text-slate-700">{t('notificationsIntro')}</p>
          <RouteLink locale={locale} href="/progress" className="font-medium text-brand-700 underline">
            {t('notificationsLink')}
          </RouteLink>
        </Section>
        {dataSection}
        <Section id="account-deletion" title={t('deletion')}>
          <p className="mb-3 text-slate-700">{t('deletionIntro')}</p>
          <RouteLink locale={locale} href="/data-deletion" className="font-medium text-red-700 underline">
            {t('deletionLink')}
          </RouteLink>
        </Section>
      </div>
    </ClientMessages>
  )
}
