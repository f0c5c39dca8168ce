/** Better Auth's user as far as the site reads it (role from the admin plugin). */
type TAuthUser = { id: string; email: string; name: string; emailVerified: boolean; role?: string | null }

/** What the site keeps of a signed-in person, on the server and in the browser alike. */
export function sessionUserOf(user: TAuthUser) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    role: user.role ?? 'user',
  }
}
