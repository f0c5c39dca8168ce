'use server'

import { revalidatePath } from 'next/cache'
import { invalidInput, NOT_A_FORM, type TAdminFormState } from './action-result'
import { addSignIn, banUser, removeSecondFactor, setUserAdmin, unbanUser } from './commands'
import { withAdmin } from './guard'
import { ZAddSignInInput, ZBanInput, ZRemoveSecondFactorInput, ZSetAdminInput, ZUnbanInput } from './schemas'

// Every action: admin check first (403 for anybody else), then input, then the command, which
// writes its audit row in the same transaction.

function refreshUserPages() {
  revalidatePath('/[locale]/admin/user-roles', 'page')
  revalidatePath('/[locale]/admin', 'page')
}

export async function setUserAdminAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZSetAdminInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await setUserAdmin(admin.user.id, input.data.userId, input.data.admin)
    if (result.ok) refreshUserPages()
    return result
  })
}

export async function banUserAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZBanInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await banUser(admin.user.id, input.data.userId, input.data.reason)
    if (result.ok) refreshUserPages()
    return result
  })
}

export async function unbanUserAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZUnbanInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await unbanUser(admin.user.id, input.data.userId)
    if (result.ok) refreshUserPages()
    return result
  })
}

/** Account recovery: turns off a user's second factor (they lost their phone and codes). */
export async function removeSecondFactorAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZRemoveSecondFactorInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await removeSecondFactor(admin.user.id, input.data.userId)
    if (result.ok) refreshUserPages()
    return result
  })
}

export async function addSignInAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZAddSignInInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await addSignIn(admin.user.id, input.data)
    if (result.ok) refreshUserPages()
    return result
  })
}
