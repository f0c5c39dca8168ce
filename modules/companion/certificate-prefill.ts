import 'server-only'
import type { TCertificateView } from '@/modules/certificates/public'
import { getPlan } from './queries'

/** A new certificate's starting values from the person's quit plan (undefined without a plan). */
export async function getCertificatePrefill(user: {
  id: string
  name: string
}): Promise<Partial<TCertificateView> | undefined> {
  const plan = await getPlan(user.id)
  if (!plan) return undefined
  return {
    displayName: user.name,
    quitDate: plan.quitDate,
    cigarettesPerDay: plan.cigarettesPerDay,
    packPriceMinor: plan.packPriceMinor,
    packSize: plan.packSize,
    currency: plan.currency,
  }
}
