// Run once before the server test files, which then run side by side: builds the embedded database's template
// (migrated and seeded) if this schema has none yet, so that no two files race to build it. Nothing to do on
// PostgreSQL, where each file creates its own database.
import { openTestDatabase } from './database.js';

if (!process.env.DATABASE_URL) {
  const started = Date.now();
  const db = await openTestDatabase();
  await db.close();
  console.log(`test database template ready (${Date.now() - started} ms)`);
}
