/**
 * `npm run db:import -- --from ./data`: copies an embedded DATA_DIR into the PostgreSQL of DATABASE_URL.
 * Safe to run again (nothing is inserted twice); prints what was read, inserted and found, and exits
 * with an error when a row read is missing from the database.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { createConsoleLogger } from '../logger';
import { importComplete, importDataDir } from '../storage/postgres/import-data-dir';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = readConfig();
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL non è impostata (postgres://utente:password@host:5432/database).');
  const from = resolve(values.from ?? config.dataDir);
  process.stdout.write(`Importo ${from} in PostgreSQL...\n`);
  const counts = await importDataDir(from, config.databaseUrl, createConsoleLogger('warn'));
  const line = (label: string, c: { read: number; inserted: number; present: number }) =>
    `${label.padEnd(15)} letti ${c.read}, inseriti ora ${c.inserted}, già presenti ${c.read - c.inserted}, verificati nel database ${c.present}\n`;
  process.stdout.write(line('Clienti:', counts.clients));
  process.stdout.write(line('Questionari:', counts.questionnaires));
  process.stdout.write(line('Eventi:', counts.events));
  process.stdout.write(line('Domini:', counts.domains));
  const state = { imported: 'importato', kept: 'già presente, mantenuto', none: 'assente nella cartella' } as const;
  process.stdout.write(`Amministratore:  ${state[counts.admin]}\nSegreto JWT:     ${state[counts.jwtSecret]}\n`);
  if (!importComplete(counts)) throw new Error('Verifica non superata: alcune righe lette non sono nel database.');
  process.stdout.write('Verifica superata: ogni riga della cartella è nel database.\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`Importazione non riuscita: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
