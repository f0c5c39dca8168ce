import 'server-only'
import { authEraser } from '@/modules/auth/public'
import { badgesEraser } from '@/modules/badges/public'
import { broadcastsEraser } from '@/modules/broadcasts/public'
import { certificatesEraser } from '@/modules/certificates/public'
import { challengesEraser } from '@/modules/challenges/public'
import { codesEraser } from '@/modules/codes/public'
import { companionEraser } from '@/modules/companion/public'
import { copingPlansEraser } from '@/modules/coping-plans/public'
import { firebaseImportEraser } from '@/modules/firebase-import/public'
import { medicinesEraser } from '@/modules/medicines/public'
import { missionsEraser } from '@/modules/missions/public'
import { newsletterEraser } from '@/modules/newsletter/public'
import { purchasesEraser } from '@/modules/purchases/public'
import { pushEraser } from '@/modules/push/public'
import { savingsGoalsEraser } from '@/modules/savings-goals/public'
import { surveysEraser } from '@/modules/surveys/public'
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
  missionsEraser,
  savingsGoalsEraser,
  badgesEraser,
  copingPlansEraser,
  medicinesEraser,
  companionEraser,
  purchasesEraser,
  pushEraser,
  codesEraser,
  broadcastsEraser,
  auditEraser,
  firebaseImportEraser,
  authEraser,
]
