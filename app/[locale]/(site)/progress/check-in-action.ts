'use server'

import { buildCheckInAction } from '@/modules/companion/public'
import { medicineTakenField } from '@/modules/medicines/public'

/** The daily check-in of /progress with the medicine's "taken today?" (composed here, decision 064). */
export const checkInWithMedicineAction = buildCheckInAction([medicineTakenField])
