import { afterEach, beforeEach } from 'vitest'
import { db } from '@/db/db'
import { locale } from '@/i18n'

/**
 * The set-up every Elder Sign screen test shares: before each test an empty database (games, log,
 * snapshots; the settings too when `settings`), Polish, and no route when `route`; after each,
 * `unmount` (the test's mounted screen taken down).
 */
export function screenTests(unmount: () => void, o: { settings?: boolean; route?: boolean } = {}): void {
  beforeEach(async () => {
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear(), ...(o.settings ? [db.settings.clear()] : [])])
    locale.value = 'pl'
    if (o.route) location.hash = ''
  })
  afterEach(unmount)
}
