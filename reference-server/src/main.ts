/**
 * Entry point (`npm start` runs it through scripts/start.mjs): reads the environment, opens the data
 * directory, serves the API and the built app, prints the address, and on SIGTERM/SIGINT finishes the
 * requests in flight and the pending writes before exiting.
 */
import { createApp, loadOpenApiDocument } from './app';
import { describeDatabase, readConfig } from './config';
import { siteCopywriterFromEnv } from './llm-copywriter';
import { interviewerFromEnv } from './llm-interviewer';
import { createConsoleLogger } from './logger';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createConsoleLogger(config.logLevel);
  const openapi = await loadOpenApiDocument();
  const running = await createApp({
    ...config,
    logger,
    interviewer: interviewerFromEnv(process.env, logger, openapi),
    siteCopywriter: siteCopywriterFromEnv(process.env, logger, openapi),
  });
  if (running.admin.generatedPassword) {
    process.stdout.write(
      `\nAccount amministratore creato: utente «${running.admin.username}», password «${running.admin.generatedPassword}».\n` +
        'Annotala ora: non verrà mostrata di nuovo (per cambiarla imposta ADMIN_PASSWORD).\n\n',
    );
  }
  const { url } = await running.listen(config.port, config.host);
  const where = config.databaseUrl ? describeDatabase(config.databaseUrl) : config.dataDir;
  process.stdout.write(`Landing Facile in ascolto su ${url} (dati in ${where})\n`);
  if (!config.smtpUrl)
    process.stdout.write(
      "SMTP_URL non impostato: le email restano in coda e l'operatore le vede in «Ordini» (npm run mail avvia un server di prova).\n",
    );
  if (!config.stripeWebhookSecret)
    process.stdout.write(
      'STRIPE_WEBHOOK_SECRET non impostato: il webhook di Stripe risponde 503 finché non lo imposti.\n',
    );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal} ricevuto: completo le richieste in corso e le scritture, poi esco.\n`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Chiusura non pulita: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  const known = error instanceof Error && ['ConfigError', 'DataFileError', 'DataDirLockedError'].includes(error.name);
  process.stderr.write(
    `Avvio non riuscito: ${error instanceof Error ? (known ? error.message : error.stack) : String(error)}\n`,
  );
  process.exit(1);
});
