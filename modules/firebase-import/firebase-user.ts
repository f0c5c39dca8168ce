import { z } from 'zod'

const ZBase64 = z.string().regex(/^[A-Za-z0-9+/_-]*={0,2}$/, 'expected base64')

/** Milliseconds since 1970 as the export writes them (a string of digits), or a number. */
const ZMillis = z
  .union([z.string().regex(/^\d{1,15}$/, 'expected milliseconds since 1970'), z.number().int().nonnegative()])
  .transform((value) => new Date(Number(value)))

/** `customAttributes`: the custom claims, a JSON object written as a string. */
const ZCustomClaims = z.string().transform((text, context) => {
  try {
    const claims: unknown = JSON.parse(text)
    if (claims !== null && typeof claims === 'object' && !Array.isArray(claims)) {
      return claims as Record<string, unknown>
    }
  } catch {
    // Reported below, with the field's name.
  }
  context.addIssue({
    code: 'custom',
    message: 'expected a JSON object in a string, like "{\\"admin\\":true}"',
  })
  return z.NEVER
})

/** One linked sign-in (`google.com`, `apple.com`, …) with the provider's own id of the person. */
export const ZFirebaseProviderInfo = z.strictObject({
  providerId: z.string().min(1),
  rawId: z.string().min(1).max(255),
  email: z.string().nullish(),
  displayName: z.string().nullish(),
  photoUrl: z.string().nullish(),
})

/**
 * One user of `firebase auth:export --format=json` (firebase-tools' accountExporter: the fields
 * it writes, with `lastLoginAt` named `lastSignedInAt`). Any other field is refused, so a file
 * that is not such an export is noticed instead of half understood.
 */
export const ZFirebaseUser = z
  .strictObject({
    localId: z.string().min(1).max(128),
    email: z.string().nullish(),
    emailVerified: z.boolean().nullish(),
    passwordHash: ZBase64.nullish(),
    salt: ZBase64.nullish(),
    displayName: z.string().nullish(),
    photoUrl: z.string().nullish(),
    lastSignedInAt: ZMillis.nullish(),
    createdAt: ZMillis.nullish(),
    phoneNumber: z.string().nullish(),
    disabled: z.boolean().nullish(),
    customAttributes: ZCustomClaims.nullish(),
    providerUserInfo: z.array(ZFirebaseProviderInfo).nullish(),
  })
  .superRefine((user, context) => {
    if (user.passwordHash && !user.salt) {
      context.addIssue({ code: 'custom', path: ['salt'], message: 'missing: a passwordHash needs its salt' })
    }
  })
export type TFirebaseUser = z.infer<typeof ZFirebaseUser>
