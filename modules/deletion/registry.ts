import 'server-only'
import { companionEraser } from '@/modules/companion/erase'
import { newsletterEraser } from '@/modules/newsletter/erase'
import { pushEraser } from '@/modules/push/erase'
import { adminRecordsEraser, purchasesEraser } from './erasers/admin'
import { authEraser } from './erasers/auth'
import { certificatesEraser, challengesEraser, surveysEraser } from './erasers/programme'
import { auditEraser, deletionRequestsEraser } from './erasers/records'
import type { TEraser } from './registry-types'

/**
 * Every feature's part of a deletion, run in this order inside one transaction. A feature that
 * adds a table with personal data adds its eraser here (coverage.test.ts fails until it does).
 * The account goes last, after everything that references it.
 */
export const erasers: readonly TEraser[] = [
  deletionRequestsEraser,
  newsletterEraser,
  surveysEraser,
  certificatesEraser,
  challengesEraser,
  companionEraser,
  purchasesEraser,
  pushEraser,
  adminRecordsEraser,
  auditEraser,
  authEraser,
]
