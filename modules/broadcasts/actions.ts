'use server'

import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { readFields } from '@/lib/action'
import { failure } from '@/lib/action-result'
import { adminFormAction } from '@/modules/admin/public'
import { saveBroadcastDraft, sendTestBroadcast, setBroadcastPaused, startBroadcast } from './commands'
import {
  readBroadcastForm,
  ZBroadcastControlInput,
  ZBroadcastForm,
  ZStartBroadcastInput,
  ZTestSendInput,
} from './schemas'

const EMAIL_PAGE = ['/[locale]/admin/email']

/** Saves the compose form; a new broadcast then opens as `/admin/email?id=…` with its preview. */
export const saveBroadcastAction = adminFormAction({
  read: readBroadcastForm,
  schema: ZBroadcastForm,
  revalidate: EMAIL_PAGE,
  run: (input, admin) => saveBroadcastDraft(admin.user.id, input.id, input.contents),
  next: (saved, input) => {
    if (!input.id)
      redirect({
        href: { pathname: '/admin/email', query: { id: saved.id } },
        locale: isLocale(input.locale) ? input.locale : 'en',
      })
  },
})

/** Starts sending to the chosen locales' subscribers, after the explicit confirmation. */
export const startBroadcastAction = adminFormAction({
  read: (form) => ({ id: form.get('id'), locales: form.getAll('locales'), confirm: form.get('confirm') }),
  schema: ZStartBroadcastInput.extend({ confirm: z.unknown() }),
  revalidate: EMAIL_PAGE,
  async run(input, admin) {
    if (input.confirm !== 'yes') return failure(400, 'broadcasts/confirm-required')
    return startBroadcast(admin.user.id, input.id, input.locales)
  },
})

export const pauseBroadcastAction = adminFormAction({
  read: (form) => readFields(form, ['id']),
  schema: ZBroadcastControlInput,
  revalidate: EMAIL_PAGE,
  run: (input, admin) => setBroadcastPaused(admin.user.id, input.id, true),
})

export const resumeBroadcastAction = adminFormAction({
  read: (form) => readFields(form, ['id']),
  schema: ZBroadcastControlInput,
  revalidate: EMAIL_PAGE,
  run: (input, admin) => setBroadcastPaused(admin.user.id, input.id, false),
})

/** Sends the chosen locale's version to the signed-in admin's own address. */
export const sendTestBroadcastAction = adminFormAction({
  read: (form) => readFields(form, ['id', 'locale']),
  schema: ZTestSendInput,
  revalidate: [],
  run: (input, admin) =>
    sendTestBroadcast({ id: admin.user.id, email: admin.user.email }, input.id, input.locale),
})
