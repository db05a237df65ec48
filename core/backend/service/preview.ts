/**
 * The page under the heatmap: how the dashboard can show it (live in an iframe, as a screenshot, or not at
 * all and why). Only pages of the client's own domain are handed to the previewer: the host is read with
 * WHATWG URL semantics, as the browser that would load it reads it, so `https://evil.example\@client.it/`
 * is evil.example and is refused.
 */
import type { Device, HeatmapPreview } from '../../api';
import { foldHost, parseWebUrl } from '../../urls';
import { DEFAULT_DEVICE } from '../../heatmap';
import { problems } from '../../problems';
import { MESSAGES } from '../messages';
import {
  PREVIEW_VIEWPORT_HEIGHT,
  PREVIEW_WIDTH,
  unavailable,
  type PagePreviewer,
  type PreviewResult,
} from '../preview-port';
import type { StoredClient } from '../store';
import { getClientOr404, ok, requireRole, type BackendContext, type Operations } from './context';

type PreviewOperations = Pick<Operations, 'getClientHeatmapPreview' | 'getAdminClientHeatmapPreview'>;

const noPreviewer: PagePreviewer = { preview: async () => unavailable('screenshots_disabled') };

export function previewOperations(ctx: BackendContext, previewer: PagePreviewer = noPreviewer): PreviewOperations {
  async function previewFor(
    client: StoredClient,
    pageUrl: string,
    device: Device = DEFAULT_DEVICE,
  ): Promise<HeatmapPreview> {
    const width = PREVIEW_WIDTH[device];
    const answer = (result: PreviewResult): HeatmapPreview => ({ page_url: pageUrl, device, width, ...result });
    if (!client.domain) return answer(unavailable('no_domain'));
    const url = parseWebUrl(pageUrl);
    if (!url || !url.hostname || foldHost(url.hostname) !== foldHost(client.domain) || url.username || url.password) {
      return answer(unavailable('outside_domain'));
    }
    // One page whatever its query string or fragment: a new query string is not a new screenshot.
    url.search = '';
    url.hash = '';
    const admit = async () => (await ctx.limiters.preview.consume(client.client_id)).allowed;
    return answer(
      await previewer.preview({ url, device, width, viewportHeight: PREVIEW_VIEWPORT_HEIGHT[device], admit }),
    );
  }

  return {
    getClientHeatmapPreview: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      if (client.plan !== 'pro') throw problems.forbidden(MESSAGES.proOnly);
      return ok(await previewFor(client, query.page_url, query.device || undefined));
    },

    getAdminClientHeatmapPreview: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      return ok(
        await previewFor(await getClientOr404(ctx.store, params.client_id), query.page_url, query.device || undefined),
      );
    },
  };
}
