// Run once before the server test files, which then run side by side: builds the template database (migrated and
// seeded) of this schema if there is none yet, on PGlite or on the PostgreSQL of DATABASE_URL, so that the files
// start from a ready template instead of waiting for the first of them to build it.
import { openTestDatabase } from './database.js';

const started = Date.now();
const db = await openTestDatabase();
await db.close();
console.log(`test database template ready (${Date.now() - started} ms)`);
