/**
 * The mock's database: one @msw/data collection per record type of the Store port.
 */
import { Collection } from '@msw/data';
import { upgradedEvent } from '@core/ingestion';
import { adminSchema, clientSchema, eventSchema, questionnaireSchema } from './schemas';
import { createDomainCollection } from './domain-verifications';

export function createCollections() {
  return {
    events: new Collection({ schema: eventSchema }),
    clients: new Collection({ schema: clientSchema }),
    questionnaires: new Collection({ schema: questionnaireSchema }),
    admins: new Collection({ schema: adminSchema }),
    domainVerifications: createDomainCollection(),
  };
}

export type Collections = ReturnType<typeof createCollections>;

/** Plain JSON copy of every collection (what the demo persists). */
export interface Snapshot {
  events: unknown[];
  clients: unknown[];
  questionnaires: unknown[];
  admins: unknown[];
  /** Absent in snapshots saved before custom domains were verified. */
  domainVerifications?: unknown[];
}

export function snapshotOf(collections: Collections): Snapshot {
  // Records carry symbol-keyed metadata; a JSON round trip keeps only the data.
  return JSON.parse(
    JSON.stringify({
      events: collections.events.all(),
      clients: collections.clients.all(),
      questionnaires: collections.questionnaires.all(),
      admins: collections.admins.all(),
      domainVerifications: collections.domainVerifications.all(),
    }),
  ) as Snapshot;
}

/** Replaces every collection's records with the snapshot's (each record checked by its schema). */
export async function loadSnapshot(collections: Collections, snapshot: Snapshot): Promise<void> {
  for (const collection of Object.values(collections)) collection.clear();
  const sortedEvents = [...(snapshot.events as { timestamp: string }[])].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp),
  );
  // A snapshot saved before sites were stored gets them now, as the pipeline would have set them.
  for (const event of sortedEvents) await collections.events.create(upgradedEvent(event as never) as never);
  for (const client of snapshot.clients) await collections.clients.create(client as never);
  for (const questionnaire of snapshot.questionnaires) await collections.questionnaires.create(questionnaire as never);
  for (const admin of snapshot.admins) await collections.admins.create(admin as never);
  for (const record of snapshot.domainVerifications ?? [])
    await collections.domainVerifications.create(record as never);
}
