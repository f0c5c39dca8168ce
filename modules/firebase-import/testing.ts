// Helpers of the import's own tests (vitest only).
import { TEST_PARAMETERS } from '@/tests/support/firebase-export'
import { DEFAULT_PROVIDER_MAP } from './plan-account'
import { importFirebaseUsers, type TImportOptions } from './run-import'

/** The import of `usersFile` with the test hash parameters, in English, for real unless told. */
export function runTestImport(usersFile: string, options: Partial<TImportOptions> = {}) {
  return importFirebaseUsers({
    file: usersFile,
    label: 'users.json',
    parameters: TEST_PARAMETERS,
    providers: DEFAULT_PROVIDER_MAP,
    locale: 'en',
    dryRun: false,
    ...options,
  })
}
