'use server'

import { adminFormAction } from './admin-action'
import { addSignIn, banUser, removeSecondFactor, setUserAdmin, unbanUser } from './commands'
import { ZAddSignInInput, ZBanInput, ZRemoveSecondFactorInput, ZSetAdminInput, ZUnbanInput } from './schemas'

// Every action: admin check (403 for anybody else), input, then the command, which writes its
// audit row in the same transaction; the user list and the dashboard then show the change.
const USER_PAGES = ['/[locale]/admin/user-roles', '/[locale]/admin']

export const setUserAdminAction = adminFormAction({
  schema: ZSetAdminInput,
  revalidate: USER_PAGES,
  run: (input, admin) => setUserAdmin(admin.user.id, input.userId, input.admin),
})

export const banUserAction = adminFormAction({
  schema: ZBanInput,
  revalidate: USER_PAGES,
  run: (input, admin) => banUser(admin.user.id, input.userId, input.reason),
})

export const unbanUserAction = adminFormAction({
  schema: ZUnbanInput,
  revalidate: USER_PAGES,
  run: (input, admin) => unbanUser(admin.user.id, input.userId),
})

/** Account recovery: turns off a user's second factor (they lost their phone and codes). */
export const removeSecondFactorAction = adminFormAction({
  schema: ZRemoveSecondFactorInput,
  revalidate: USER_PAGES,
  run: (input, admin) => removeSecondFactor(admin.user.id, input.userId),
})

export const addSignInAction = adminFormAction({
  schema: ZAddSignInInput,
  revalidate: USER_PAGES,
  run: (input, admin) => addSignIn(admin.user.id, input),
})
