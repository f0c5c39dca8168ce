import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { localeNames, locales, type TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { firstValues, requireAdminPage } from '@/modules/admin/public'
import { ActionForm } from '@/modules/ui/components/action-form'
import { DataTable } from '@/modules/ui/components/data-table'
import { Labelled } from '@/modules/ui/components/labelled'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { Section } from '@/modules/ui/components/section'
import { ToggleForm } from '@/modules/ui/components/toggle-form'
import {
  pauseBroadcastAction,
  resumeBroadcastAction,
  saveBroadcastAction,
  sendTestBroadcastAction,
  startBroadcastAction,
} from '../actions'
import { personalizeBroadcast, renderBroadcastTemplate } from '../mail'
import {
  countSubscribersByLocale,
  getBroadcast,
  getBroadcastProgress,
  listBroadcasts,
  type TBroadcastDetail,
} from '../queries'
import { ZBroadcastId } from '../schemas'
import { BroadcastProgress } from './broadcast-progress'

const input = 'rounded-md border border-slate-300 px-3 py-2'

/**
 * `/admin/email`: the broadcasts, a composer for a new one, and with `?id=` one broadcast:
 * compose and preview (draft), test send, send; or its live progress with pause and resume.
 */
export async function EmailPage({
  locale,
  searchParams,
}: {
  locale: TLocale
  searchParams: Record<string, string | string[] | undefined>
}) {
  setRequestLocale(locale)
  const admin = await requireAdminPage(locale, '/admin/email')
  const pages = await getTranslations('pages.adminEmail')
  const rawId = firstValues(searchParams).id
  if (rawId !== undefined) {
    const id = ZBroadcastId.safeParse(rawId)
    const detail = id.success ? await getBroadcast(id.data) : null
    if (!detail) notFound()
    return <BroadcastView locale={locale} detail={detail} adminEmail={admin.user.email} />
  }
  const t = await getTranslations('adminEmail')
  const format = await getFormatter()
  const broadcasts = await listBroadcasts()
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <Section id="broadcasts" title={t('broadcasts')}>
        <DataTable
          labelledBy="broadcasts-heading"
          empty={t('none')}
          rows={broadcasts}
          rowKey={(item) => item.id}
          columns={[
            {
              header: t('subject'),
              rowHeader: true,
              cell: (item) => (
                <Link href={{ pathname: '/admin/email', query: { id: item.id } }} className="underline">
                  {item.subject ?? t('untitled')}
                </Link>
              ),
            },
            { header: t('languages'), cell: (item) => item.locales.join(', ') },
            { header: t('status'), cell: (item) => t(`statuses.${item.status}`) },
            {
              header: t('created'),
              cell: (item) => format.dateTime(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
            },
          ]}
        />
      </Section>
      <Section id="compose" title={t('newBroadcast')} className="mt-10">
        <Composer locale={locale} />
      </Section>
    </>
  )
}

/** Subject + Markdown body for each of the nine locales; empty locales are not sent. */
async function Composer({ locale, detail }: { locale: TLocale; detail?: TBroadcastDetail }) {
  const t = await getTranslations('adminEmail')
  const common = await getTranslations('adminArea.common')
  const content = new Map(detail?.contents.map((entry) => [entry.locale, entry]))
  return (
    <ActionForm
      action={saveBroadcastAction}
      submitLabel={t('save')}
      pendingLabel={common('working')}
      successText={t('saved')}
      fieldLabels={Object.fromEntries(locales.map((code) => [code, localeNames[code]]))}
      className="mt-3 flex max-w-3xl flex-col gap-3"
    >
      <p className="text-slate-700">{t('composeIntro')}</p>
      <p className="text-sm text-slate-600">{t('markdownHint')}</p>
      <input type="hidden" name="id" value={detail?.id ?? ''} />
      <input type="hidden" name="locale" value={locale} />
      {locales.map((code) => {
        const written = content.get(code)
        return (
          <details
            key={code}
            open={Boolean(written) || (!detail && code === locale)}
            className="rounded-md border border-slate-200 p-3"
          >
            <summary className="cursor-pointer font-medium">
              {localeNames[code]}
              {written ? ` · ${written.subject}` : ''}
            </summary>
            <div className="mt-3 flex flex-col gap-3" lang={code}>
              <Labelled label={t('subjectIn', { language: localeNames[code] })}>
                <input
                  name={`subject.${code}`}
                  defaultValue={written?.subject ?? ''}
                  maxLength={200}
                  className={input}
                />
              </Labelled>
              <Labelled label={t('bodyIn', { language: localeNames[code] })}>
                <textarea
                  name={`body.${code}`}
                  defaultValue={written?.bodyMarkdown ?? ''}
                  rows={10}
                  maxLength={50_000}
                  className={`${input} font-mono text-sm`}
                />
              </Labelled>
            </div>
          </details>
        )
      })}
    </ActionForm>
  )
}

/** The mail as a subscriber of that locale will see it, in a sandboxed frame. */
async function Previews({ detail }: { detail: TBroadcastDetail }) {
  const t = await getTranslations('adminEmail')
  const previews = await Promise.all(
    detail.contents.map(async (content) => {
      const template = await renderBroadcastTemplate(content)
      return { locale: content.locale, html: personalizeBroadcast(template, 'preview').html }
    }),
  )
  if (previews.length === 0) return <p className="mt-2 text-slate-600">{t('noContent')}</p>
  return (
    <div className="mt-3 flex flex-col gap-4">
      {previews.map((preview) => (
        <details key={preview.locale} open={previews.length === 1}>
          <summary className="cursor-pointer font-medium">{localeNames[preview.locale]}</summary>
          <iframe
            title={t('previewFrame', { language: localeNames[preview.locale] })}
            srcDoc={preview.html}
            sandbox=""
            className="mt-2 h-[32rem] w-full max-w-3xl rounded-md border border-slate-300 bg-white"
          />
        </details>
      ))}
    </div>
  )
}

async function BroadcastView({
  locale,
  detail,
  adminEmail,
}: {
  locale: TLocale
  detail: TBroadcastDetail
  adminEmail: string
}) {
  const t = await getTranslations('adminEmail')
  const common = await getTranslations('adminArea.common')
  const format = await getFormatter()
  const written = detail.contents.map((content) => content.locale)
  const title =
    detail.contents.find((content) => content.locale === locale)?.subject ?? detail.contents[0]?.subject
  return (
    <>
      <p className="mb-4 text-sm">
        <Link href="/admin/email" className="underline">
          ← {t('back')}
        </Link>
      </p>
      <PageIntro title={title ?? t('untitled')} intro={t(`statusIntro.${detail.status}`)}>
        <p className="mt-2 text-sm text-slate-600">
          {t('createdOn', {
            date: format.dateTime(detail.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
          {detail.startedAt
            ? ` · ${t('startedOn', { date: format.dateTime(detail.startedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}`
            : ''}
          {detail.completedAt
            ? ` · ${t('completedOn', { date: format.dateTime(detail.completedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}`
            : ''}
        </p>
      </PageIntro>

      {detail.status === 'draft' ? (
        <Section id="compose" title={t('composeHeading')}>
          <Composer locale={locale} detail={detail} />
        </Section>
      ) : (
        <ProgressSection detail={detail} />
      )}

      <Section id="preview" title={t('previewHeading')} className="mt-10">
        <Previews detail={detail} />
      </Section>

      {written.length > 0 ? (
        <Section id="test" title={t('testHeading')} className="mt-10 max-w-xl">
          <ActionForm
            action={sendTestBroadcastAction}
            submitLabel={t('testSubmit')}
            pendingLabel={common('working')}
            successText={t('testSent')}
            className="mt-3 flex flex-col gap-3"
          >
            <p className="text-slate-700">{t('testIntro', { email: adminEmail })}</p>
            <input type="hidden" name="id" value={detail.id} />
            <Labelled label={t('testLanguage')}>
              <select
                name="locale"
                defaultValue={written.includes(locale) ? locale : written[0]}
                className={input}
              >
                {written.map((code) => (
                  <option key={code} value={code}>
                    {localeNames[code]}
                  </option>
                ))}
              </select>
            </Labelled>
          </ActionForm>
        </Section>
      ) : null}

      {detail.status === 'draft' && written.length > 0 ? <SendSection detail={detail} /> : null}
    </>
  )
}

async function SendSection({ detail }: { detail: TBroadcastDetail }) {
  const t = await getTranslations('adminEmail')
  const common = await getTranslations('adminArea.common')
  const subscribers = await countSubscribersByLocale()
  return (
    <Section id="send" title={t('sendHeading')} className="mt-10 max-w-xl">
      <ActionForm
        action={startBroadcastAction}
        submitLabel={t('sendSubmit')}
        pendingLabel={common('working')}
        successText={t('started')}
        fieldLabels={{ locales: t('languages') }}
        className="mt-3 flex flex-col gap-3"
      >
        <p className="text-slate-700">{t('sendIntro')}</p>
        <input type="hidden" name="id" value={detail.id} />
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">{t('languages')}</legend>
          {detail.contents.map((content) => (
            <label key={content.locale} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="locales"
                value={content.locale}
                defaultChecked
                className="size-4 accent-brand-600"
              />
              <span>
                {localeNames[content.locale]} · {t('recipients', { count: subscribers[content.locale] ?? 0 })}
              </span>
            </label>
          ))}
        </fieldset>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="mt-1 size-4 accent-brand-600"
          />
          <span>{t('sendConfirm')}</span>
        </label>
      </ActionForm>
    </Section>
  )
}

async function ProgressSection({ detail }: { detail: TBroadcastDetail }) {
  const t = await getTranslations('adminEmail')
  const common = await getTranslations('adminArea.common')
  const progress = await getBroadcastProgress(detail.id)
  if (!progress) return null
  return (
    <Section id="progress" title={t('progressHeading')}>
      <p className="mt-1 text-sm text-slate-700">
        {t('sentTo', { languages: detail.locales.map((code) => localeNames[code]).join(', ') })}
      </p>
      <div className="mt-3">
        <BroadcastProgress
          key={progress.status}
          id={detail.id}
          initial={progress}
          labels={{
            sent: t('sent'),
            failed: t('failed'),
            skipped: t('skipped'),
            remaining: t('remaining'),
            progress: t('progressLabel'),
          }}
        />
      </div>
      {detail.status === 'sending' || detail.status === 'paused' ? (
        <div className="mt-4">
          <ToggleForm
            action={detail.status === 'sending' ? pauseBroadcastAction : resumeBroadcastAction}
            fields={{ id: detail.id }}
            label={detail.status === 'sending' ? t('pause') : t('resume')}
            pendingLabel={common('working')}
          />
        </div>
      ) : null}
    </Section>
  )
}
