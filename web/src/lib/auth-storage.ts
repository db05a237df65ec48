import type { Client } from '@core/api';

/** Browser storage keys named by SPEC 3 and 9. */
export const STORAGE_KEYS = {
  admin: 'admin_token',
  client: 'client_token',
  clientData: 'client_data',
} as const;

export type Role = 'admin' | 'client';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readToken(role: Role): string | null {
  return storage()?.getItem(STORAGE_KEYS[role]) ?? null;
}

export function saveToken(role: Role, token: string): void {
  storage()?.setItem(STORAGE_KEYS[role], token);
}

export function readClientData(): Client | null {
  const raw = storage()?.getItem(STORAGE_KEYS.clientData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Client;
  } catch {
    return null;
  }
}

export function saveClientData(client: Client): void {
  storage()?.setItem(STORAGE_KEYS.clientData, JSON.stringify(client));
}

/** Logout or a 401: forget the role's token (and the client's data). */
export function clearSession(role: Role): void {
  storage()?.removeItem(STORAGE_KEYS[role]);
  if (role === 'client') storage()?.removeItem(STORAGE_KEYS.clientData);
}
