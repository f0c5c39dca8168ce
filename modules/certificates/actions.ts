'use server'

import { revalidatePath } from 'next/cache'
import { getLocale } from 'next-intl/server'
import { redirect } from '@/i18n/navigation'
import { invalidInput, type TActionResult } from '@/lib/action-result'
import { getSession } from '@/modules/auth/public'
import { createCertificate, deleteCertificate, updateCertificate } from './commands'
import { buildCertificateInputSchema, readCertificateForm, ZCertificateId } from './schemas'

export type TCertificateActionState = TActionResult | null

function revalidateCertificate() {
  revalidatePath('/[locale]/certificate/[id]', 'page')
  revalidatePath('/[locale]/account', 'page')
}

/** Creates a certificate for the signed-in user and opens it. */
export async function createCertificateAction(
  _previous: TCertificateActionState,
  form: FormData,
): Promise<TCertificateActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = buildCertificateInputSchema().safeParse(readCertificateForm(form))
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'certificates/sign-in-required' }
  const { id } = await createCertificate(session.user.id, input.data)
  revalidatePath('/[locale]/account', 'page')
  redirect({ href: { pathname: '/certificate/[id]', params: { id } }, locale: await getLocale() })
  return { ok: true, data: undefined }
}

/** Saves the owner's changes. Anybody else's id answers as if it did not exist. */
export async function updateCertificateAction(
  _previous: TCertificateActionState,
  form: FormData,
): Promise<TCertificateActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const id = ZCertificateId.safeParse(form.get('id'))
  if (!id.success) return { ok: false, code: 'certificates/not-found' }
  const input = buildCertificateInputSchema().safeParse(readCertificateForm(form))
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'certificates/sign-in-required' }
  if (!(await updateCertificate(session.user.id, id.data, input.data))) {
    return { ok: false, code: 'certificates/not-found' }
  }
  revalidateCertificate()
  return { ok: true, data: undefined }
}

/** Deletes the owner's certificate and goes back to the account page. */
export async function deleteCertificateAction(
  _previous: TCertificateActionState,
  form: FormData,
): Promise<TCertificateActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const id = ZCertificateId.safeParse(form.get('id'))
  if (!id.success) return { ok: false, code: 'certificates/not-found' }
  if (form.get('confirm') !== 'yes') return { ok: false, code: 'certificates/delete-not-confirmed' }
  const session = await getSession()
  if (!session) return { ok: false, code: 'certificates/sign-in-required' }
  if (!(await deleteCertificate(session.user.id, id.data)))
    return { ok: false, code: 'certificates/not-found' }
  revalidateCertificate()
  // The list of one's certificates is on the signed-in home (issue 20 item 6).
  redirect({ href: '/progress', locale: await getLocale() })
  return { ok: true, data: undefined }
}
