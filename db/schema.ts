// The one list of tables drizzle and drizzle-kit know. Each feature keeps its tables in
// db/schema/<feature>.ts; add the file here when you add one.
import * as audit from './schema/audit'
import * as auth from './schema/auth'
import * as badges from './schema/badges'
import * as botCheck from './schema/bot-check'
import * as broadcasts from './schema/broadcasts'
import * as certificates from './schema/certificates'
import * as challenges from './schema/challenges'
import * as codes from './schema/codes'
import * as companion from './schema/companion'
import * as copingPlans from './schema/coping-plans'
import * as deletion from './schema/deletion'
import * as firebaseImport from './schema/firebase-import'
import * as medicines from './schema/medicines'
import * as missions from './schema/missions'
import * as newsletter from './schema/newsletter'
import * as purchases from './schema/purchases'
import * as push from './schema/push'
import * as rateLimit from './schema/rate-limit'
import * as savingsGoals from './schema/savings-goals'
import * as surveys from './schema/surveys'

export const schema = {
  ...audit,
  ...auth,
  ...botCheck,
  ...newsletter,
  ...deletion,
  ...surveys,
  ...certificates,
  ...challenges,
  ...codes,
  ...purchases,
  ...broadcasts,
  ...push,
  ...companion,
  ...missions,
  ...copingPlans,
  ...medicines,
  ...savingsGoals,
  ...badges,
  ...rateLimit,
  ...firebaseImport,
}
