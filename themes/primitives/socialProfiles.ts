import { socialHref } from '@core/sites/links';
import { NETWORKS } from './content';

/**
 * The business's profiles one by one, for designs that draw each as a button: an address becomes a link
 * named by its network («Instagram», else its host name); an @handle stays text.
 */
export function socialProfiles(profiles: readonly string[] | undefined): { label: string; href?: string }[] {
  return (profiles ?? []).map((profile) => {
    const href = socialHref(profile);
    if (!href) return { label: profile };
    const url = new URL(href);
    return { label: NETWORKS.find(([pattern]) => pattern.test(url.hostname))?.[1] ?? url.hostname, href };
  });
}
