/**
 * Turns the seed's contract-shaped data into the Store's records: the admin password becomes a
 * PasswordHasher hash, access tokens become SHA-256 hashes, and each questionnaire gets the interviewer
 * state its conversation leads to (replayed through the shared interviewer, so it is always a state the
 * current interviewer understands).
 */
import {
  sha256Hex,
  type PasswordHasher,
  type StoredAdmin,
  type StoredClient,
  type StoredEvent,
  type StoredQuestionnaire,
} from '@core/backend';
import { deterministicInterviewer } from '@core/interviewer';
import { storedEventOf } from '@core/ingestion';
import type { SeedData } from '../seed';
import type { Snapshot } from './collections';
import { seedDomainVerifications } from './domain-verifications';

async function interviewStateOf(questionnaire: SeedData['questionnaires'][number]) {
  let turn = await deterministicInterviewer.start(questionnaire.plan_type);
  const history = [...questionnaire.messages];
  for (let index = 0; index < history.length; index += 1) {
    const message = history[index]!;
    if (message.role !== 'user') continue;
    turn = await deterministicInterviewer.turn(
      turn.state,
      message.content,
      { hidden: message.hidden === true, selectedStyle: questionnaire.selected_style },
      history.slice(0, index),
    );
  }
  return turn.state;
}

export async function seedSnapshot(seed: SeedData, passwords: PasswordHasher): Promise<Snapshot> {
  const admins: StoredAdmin[] = [
    { username: seed.admin.username, password_hash: await passwords.hash(seed.admin.password), token_version: 1 },
  ];
  const clients: StoredClient[] = await Promise.all(
    seed.clients.map(async ({ access_token, ...client }) => ({
      ...client,
      token_hash: await sha256Hex(access_token),
      token_version: 1,
    })),
  );
  const questionnaires: StoredQuestionnaire[] = await Promise.all(
    seed.questionnaires.map(async ({ questionnaire_id, ...questionnaire }) => ({
      ...questionnaire,
      id: questionnaire_id,
      interview: await interviewStateOf({ questionnaire_id, ...questionnaire }),
    })),
  );
  // Stored exactly as the ingestion pipeline stores a tracked event (folded page, site resolved).
  const events: StoredEvent[] = seed.events.map(({ id, type, timestamp, ...fields }) =>
    storedEventOf(type, fields, id, timestamp),
  );
  // The seed has no clock of its own: its latest event is "now" for the domains' last check.
  const latest = [...events.map((e) => e.timestamp), ...clients.map((c) => c.created_at)].sort().pop();
  const domainVerifications = seedDomainVerifications(clients, latest ? new Date(latest) : new Date());
  return { events, clients, questionnaires, admins, domainVerifications };
}
