'use server'

import { revalidatePath } from 'next/cache'
import { getLocale } from 'next-intl/server'
import { z } from 'zod'
import { redirect } from '@/i18n/navigation'
import { formAction, readFields } from '@/lib/action'
import type { TActionResult } from '@/lib/action-result'
import { signedIn } from '@/modules/auth/public'
import { createCertificate, deleteCertificate, updateCertificate } from './commands'
import { buildCertificateInputSchema, readCertificateForm, ZCertificateId } from './schemas'

export type TCertificateActionState = TActionResult | null

const owner = signedIn('certificates/sign-in-required')
const NOT_FOUND = { ok: false, status: 404, code: 'certificates/not-found' } as const
const DONE = { ok: true, data: undefined } as const

/** The certificate's id, a hidden field of the edit and delete forms. */
const ZIdField = z.object({ id: ZCertificateId })

function revalidateCertificate() {
  revalidatePath('/[locale]/certificate/[id]', 'page')
  revalidatePath('/[locale]/account', 'page')
}

/** Creates a certificate for the signed-in user and opens it. */
export const createCertificateAction = formAction({
  read: readCertificateForm,
  schema: () => buildCertificateInputSchema(),
  guard: owner,
  async run(input, session) {
    const { id } = await createCertificate(session.user.id, input)
    revalidatePath('/[locale]/account', 'page')
    redirect({ href: { pathname: '/certificate/[id]', params: { id } }, locale: await getLocale() })
    return DONE
  },
})

/** Saves the owner's changes. Anybody else's id answers as if it did not exist. */
export const updateCertificateAction = formAction({
  read: (form) => ({ ...readCertificateForm(form), ...readFields(form, ['id']) }),
  schema: () => ZIdField.and(buildCertificateInputSchema()),
  invalidCode: (fields) => (fields.id ? 'certificates/not-found' : 'common/invalid-input'),
  guard: owner,
  async run({ id, ...input }, session) {
    if (!(await updateCertificate(session.user.id, id, input))) return NOT_FOUND
    revalidateCertificate()
    return DONE
  },
})

/** Deletes the owner's certificate and goes back to the account page. */
export const deleteCertificateAction = formAction({
  read: (form) => readFields(form, ['id', 'confirm']),
  schema: ZIdField.extend({ confirm: z.string().optional() }),
  invalidCode: 'certificates/not-found',
  guard: owner,
  async run({ id, confirm }, session) {
    if (confirm !== 'yes') return { ok: false, status: 400, code: 'certificates/delete-not-confirmed' }
    if (!(await deleteCertificate(session.user.id, id))) return NOT_FOUND
    revalidateCertificate()
    // The list of one's certificates is on the signed-in home (decision 048).
    redirect({ href: '/progress', locale: await getLocale() })
    return DONE
  },
})
