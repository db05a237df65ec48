/** The operator's client accounts: list, create with a one-time access token, edit, rotate the token. */
import type { PlanType } from '../../api';
import { isPublicDomainName } from '../../domains';
import { problems } from '../../problems';
import { randomId, randomToken, sha256Hex } from '../crypto';
import { MESSAGES } from '../messages';
import type { ClientPatch, StoredClient, StoredQuestionnaire } from '../store';
import { businessNameOf, ok, requireRole, toClient, type BackendContext, type Operations } from './context';

/** Client access tokens: 32 random bytes. */
export const ACCESS_TOKEN_BYTES = 32;

type ClientOperations = Pick<Operations, 'listClients' | 'updateClient' | 'rotateClientToken' | 'createClientAccess'>;

export function clientOperations(ctx: BackendContext): ClientOperations {
  const { store } = ctx;

  async function checkQuestionnaireId(id: string | null | undefined): Promise<StoredQuestionnaire | null> {
    if (id === undefined || id === null) return null;
    const q = await store.getQuestionnaire(id);
    if (!q) throw problems.badRequest(MESSAGES.questionnaireUnknown, 'questionnaire_id');
    return q;
  }

  /** The contract checked the shape; a name that can only point inside (shop.localhost) is refused too. */
  function checkDomain(domain: string | null | undefined): void {
    if (domain && !isPublicDomainName(domain)) throw problems.badRequest(MESSAGES.domainNotPublic, 'domain');
  }

  return {
    listClients: async ({ principal }) => {
      requireRole(principal, 'admin');
      const clients = await store.listClients();
      // Each client by its business name: one read per linked questionnaire, shared by clients that share it.
      const names = new Map<string, Promise<string | null>>();
      const nameOf = (id: string) => {
        let name = names.get(id);
        if (!name) {
          name = store.getQuestionnaire(id).then((q) => (q ? businessNameOf(q) : null));
          names.set(id, name);
        }
        return name;
      };
      return ok({
        clients: await Promise.all(
          clients.map(async (client) => ({
            ...toClient(client),
            business_name: client.questionnaire_id ? await nameOf(client.questionnaire_id) : null,
          })),
        ),
      });
    },

    updateClient: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      const patch: ClientPatch = {};
      checkDomain(body.domain);
      if (body.questionnaire_id !== undefined) {
        await checkQuestionnaireId(body.questionnaire_id);
        patch.questionnaire_id = body.questionnaire_id;
      }
      if (body.domain !== undefined) patch.domain = body.domain;
      if (body.plan !== undefined) patch.plan = body.plan;
      if (body.is_active !== undefined) patch.is_active = body.is_active;
      // Disabling ends every session at once, in the same atomic write (an already disabled client has
      // no session left, so bumping again is harmless).
      const updated = await store.updateClient(params.client_id, patch, { bumpTokenVersion: body.is_active === false });
      if (!updated) throw problems.notFound(MESSAGES.clientNotFound);
      // A new domain is a known site from its first event on (its events skip the unknown sites' quota).
      if (patch.domain !== undefined) ctx.tracking.knownSites.forget();
      return ok(toClient(updated));
    },
    rotateClientToken: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const accessToken = randomToken(ACCESS_TOKEN_BYTES);
      // New token and new session epoch in one atomic write: no lock, no read-then-write.
      const updated = await store.updateClient(
        params.client_id,
        { token_hash: await sha256Hex(accessToken) },
        { bumpTokenVersion: true },
      );
      if (!updated) throw problems.notFound(MESSAGES.clientNotFound);
      return ok({ client_id: updated.client_id, access_token: accessToken });
    },
    createClientAccess: async ({ principal, body }) => {
      requireRole(principal, 'admin');
      const input = body ?? {};
      checkDomain(input.domain);
      const questionnaire = await checkQuestionnaireId(input.questionnaire_id);
      const plan: PlanType = input.plan ?? questionnaire?.plan_type ?? 'basic';
      const accessToken = randomToken(ACCESS_TOKEN_BYTES);
      const client: StoredClient = {
        client_id: `client_${randomId(9)}`,
        questionnaire_id: input.questionnaire_id ?? null,
        domain: input.domain ?? null,
        created_at: ctx.nowIso(),
        is_active: true,
        plan,
        token_hash: await sha256Hex(accessToken),
        token_version: 1,
      };
      await store.insertClient(client);
      if (client.domain) ctx.tracking.knownSites.forget();
      return ok({ client_id: client.client_id, access_token: accessToken, client: toClient(client) }, 201);
    },
  };
}
