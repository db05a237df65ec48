/** `npm run db:migrate`: applies the pending migrations to DATABASE_URL (the server also does it at start-up). */
import { readConfig } from '../config';
import { createConsoleLogger } from '../logger';
import { migrateDatabase } from '../storage/postgres/migrate';

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL non è impostata (postgres://utente:password@host:5432/database).');
  const applied = await migrateDatabase(config.databaseUrl, createConsoleLogger('warn'));
  process.stdout.write(
    applied.length
      ? `Migrazioni applicate: ${applied.join(', ')}\n`
      : 'Schema già aggiornato: nessuna migrazione da applicare.\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Migrazione non riuscita: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
