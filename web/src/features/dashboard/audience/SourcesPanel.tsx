import type { Stats } from '@core/api';
import { CHANNEL_LABELS } from '@core/csv-columns';
import { formatInteger, formatPercent } from '../../../lib/format';
import { Panel } from '../components/Panel';
import { AUDIENCE } from '../content';
import { shareOf } from './share';
import styles from './Audience.module.css';

type Sources = Stats['sources'];

/**
 * «Da dove arrivano»: visitors by channel (search, social, e-mail, other sites, campaigns, direct), then the
 * top sources and campaigns. The bars share the biggest row; the percentages share the channels' sum.
 */
export function SourcesPanel({ sources }: { sources: Sources }) {
  const total = sources.channels.reduce((sum, row) => sum + row.visitors, 0);
  const topChannel = Math.max(1, ...sources.channels.map((row) => row.visitors));
  const topSource = Math.max(1, ...sources.sources.map((row) => row.visitors));
  const topCampaign = Math.max(1, ...sources.campaigns.map((row) => row.visitors));
  return (
    <Panel title={AUDIENCE.sourcesTitle} className={styles.panel}>
      {total === 0 ? (
        <p className={styles.empty}>{AUDIENCE.sourcesEmpty}</p>
      ) : (
        <>
          <p className={styles.intro}>{AUDIENCE.sourcesIntro}</p>
          <h3 className={styles.subtitle}>{AUDIENCE.channelsCaption}</h3>
          <ul className={styles.rows} aria-label={AUDIENCE.channelsCaption}>
            {sources.channels.map((row) => (
              <Row
                key={row.channel}
                name={CHANNEL_LABELS[row.channel]}
                value={row.visitors}
                bar={shareOf(row.visitors, topChannel)}
                detail={AUDIENCE.share(formatPercent(Math.round(shareOf(row.visitors, total))))}
              />
            ))}
          </ul>
          <h3 className={styles.subtitle}>{AUDIENCE.topSources}</h3>
          <ul className={styles.rows} aria-label={AUDIENCE.topSources}>
            {sources.sources.map((row) => (
              <Row
                key={`${row.channel}|${row.source ?? ''}`}
                name={row.source ?? CHANNEL_LABELS[row.channel]}
                detail={row.source ? CHANNEL_LABELS[row.channel] : undefined}
                value={row.visitors}
                bar={shareOf(row.visitors, topSource)}
              />
            ))}
          </ul>
          <h3 className={styles.subtitle}>{AUDIENCE.campaigns}</h3>
          {sources.campaigns.length === 0 ? (
            <p className={styles.note}>{AUDIENCE.campaignsEmpty}</p>
          ) : (
            <ul className={styles.rows} aria-label={AUDIENCE.campaigns}>
              {sources.campaigns.map((row) => (
                <Row
                  key={row.campaign}
                  name={row.campaign}
                  value={row.visitors}
                  bar={shareOf(row.visitors, topCampaign)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}

interface RowProps {
  name: string;
  detail?: string;
  value: number;
  /** Bar length, percent of the longest. */
  bar: number;
}

/** One row: a name (customer-typed text, rendered as text), an optional detail, the visitors, a bar behind. */
export function Row({ name, detail, value, bar }: RowProps) {
  return (
    <li className={styles.row}>
      <span className={styles.meter} style={{ inlineSize: `${bar}%` }} aria-hidden="true" />
      <span className={styles.main}>
        <span className={styles.name}>{name}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
      <span className={styles.count}>{AUDIENCE.visitors(value, formatInteger(value))}</span>
    </li>
  );
}
