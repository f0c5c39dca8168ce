import { logger } from '@/lib/logger'

/**
 * Demo data for a fresh installation, idempotent. Shipped content lives in content/ and needs
 * no seeding; features that keep demo rows add a seeder here.
 */
const seeders: Array<{ name: string; run: () => Promise<void> }> = []

export async function seedDemoData(): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run()
    logger.debug({ seeder: seeder.name }, 'seeded')
  }
}
