/**
 * The known sources of traffic: search engines, social networks and webmails, by the hosts their links
 * come from (and the Android apps that send `android-app://<package>` as the referrer), and the names a
 * `utm_source` tag gives them. One table, read by `classifySource` (sources.ts) when a page view arrives.
 *
 * A host matches an entry when it is one of the entry's domains or a sub-domain of one (`l.facebook.com`
 * is facebook.com); `pattern` covers a name spread over country domains (google.it, google.co.uk,
 * google.com.br). Webmails are listed before the engines whose domain they share (mail.google.com is
 * Gmail, not Google search), and the first entry that matches wins.
 */
import type { Schemas } from '../api';

export type Channel = Schemas['Channel'];

export interface KnownSource {
  name: string;
  channel: Exclude<Channel, 'referral' | 'other' | 'direct'>;
  /** Domains (a sub-domain matches too). */
  domains?: readonly string[];
  /** Hosts matched by a pattern (country domains). */
  pattern?: RegExp;
  /** Android packages sending `android-app://<package>/` as the referrer. */
  apps?: readonly string[];
  /** `utm_source` values naming it (lower case, compared without spaces, dots, dashes or underscores). */
  tags?: readonly string[];
}

/** A country's domain after a name: `.it`, `.com`, `.co.uk`, `.com.br`, `.de`... */
const COUNTRY = String.raw`\.(?:com?\.)?[a-z]{2,3}$`;

export const KNOWN_SOURCES: readonly KnownSource[] = [
  // E-mail: webmails first (their hosts sit under search engines' domains).
  {
    name: 'Gmail',
    channel: 'email',
    domains: ['mail.google.com', 'inbox.google.com'],
    apps: ['com.google.android.gm'],
    tags: ['gmail'],
  },
  {
    name: 'Outlook',
    channel: 'email',
    domains: ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com', 'outlook.com', 'hotmail.com'],
    apps: ['com.microsoft.office.outlook'],
    tags: ['outlook', 'hotmail'],
  },
  {
    name: 'Yahoo Mail',
    channel: 'email',
    pattern: new RegExp(String.raw`(^|\.)mail\.yahoo` + COUNTRY),
    apps: ['com.yahoo.mobile.client.android.mail'],
    tags: ['yahoomail'],
  },
  { name: 'Libero Mail', channel: 'email', pattern: /(^|\.)mail\d*\.libero\.it$/, apps: ['it.italiaonline.mail'] },
  { name: 'Virgilio Mail', channel: 'email', pattern: /(^|\.)mail\d*\.virgilio\.it$/ },
  { name: 'Tiscali Mail', channel: 'email', domains: ['mail.tiscali.it', 'webmail.tiscali.it'] },
  { name: 'Aruba Webmail', channel: 'email', domains: ['webmail.aruba.it', 'webmail.pec.it', 'webmailpec.aruba.it'] },
  {
    name: 'Proton Mail',
    channel: 'email',
    domains: ['mail.proton.me', 'mail.protonmail.com'],
    apps: ['ch.protonmail.android'],
  },
  { name: 'iCloud Mail', channel: 'email', domains: ['mail.icloud.com'] },
  { name: 'AOL Mail', channel: 'email', domains: ['mail.aol.com'] },
  { name: 'Zoho Mail', channel: 'email', domains: ['mail.zoho.com', 'mail.zoho.eu'] },
  { name: 'GMX Mail', channel: 'email', domains: ['mail.gmx.com', 'gmx.net', 'gmx.com'] },

  // Search engines (and the assistants people now ask instead).
  { name: 'ChatGPT', channel: 'search', domains: ['chatgpt.com', 'chat.openai.com'], tags: ['chatgpt', 'chatgptcom'] },
  { name: 'Perplexity', channel: 'search', domains: ['perplexity.ai'], tags: ['perplexity'] },
  { name: 'Gemini', channel: 'search', domains: ['gemini.google.com'], tags: ['gemini'] },
  {
    name: 'Google',
    channel: 'search',
    pattern: new RegExp(String.raw`(^|\.)google` + COUNTRY),
    apps: ['com.google.android.googlequicksearchbox', 'com.google.android.gms'],
    tags: ['google', 'googleads', 'adwords', 'googlesearch'],
  },
  { name: 'Bing', channel: 'search', domains: ['bing.com'], tags: ['bing', 'microsoftads'] },
  { name: 'DuckDuckGo', channel: 'search', domains: ['duckduckgo.com'], tags: ['duckduckgo', 'ddg'] },
  {
    name: 'Yahoo',
    channel: 'search',
    pattern: new RegExp(String.raw`(^|\.)yahoo` + COUNTRY),
    domains: ['yahoo.co.jp'],
    tags: ['yahoo'],
  },
  { name: 'Ecosia', channel: 'search', domains: ['ecosia.org'], tags: ['ecosia'] },
  {
    name: 'Yandex',
    channel: 'search',
    pattern: new RegExp(String.raw`(^|\.)yandex` + COUNTRY),
    domains: ['ya.ru'],
    tags: ['yandex'],
  },
  { name: 'Baidu', channel: 'search', domains: ['baidu.com'], tags: ['baidu'] },
  { name: 'Qwant', channel: 'search', domains: ['qwant.com'], tags: ['qwant'] },
  { name: 'Startpage', channel: 'search', domains: ['startpage.com'], tags: ['startpage'] },
  { name: 'Brave Search', channel: 'search', domains: ['search.brave.com'], tags: ['brave'] },
  { name: 'Ask', channel: 'search', domains: ['ask.com'] },
  { name: 'AOL', channel: 'search', domains: ['search.aol.com'] },
  { name: 'Seznam', channel: 'search', domains: ['seznam.cz'] },
  { name: 'Naver', channel: 'search', domains: ['naver.com'] },

  // Social networks and messengers.
  {
    name: 'Facebook',
    channel: 'social',
    domains: ['facebook.com', 'fb.com', 'fb.me', 'fb.watch'],
    apps: ['com.facebook.katana', 'com.facebook.lite'],
    tags: ['facebook', 'fb', 'facebookads', 'meta'],
  },
  {
    name: 'Messenger',
    channel: 'social',
    domains: ['messenger.com', 'm.me'],
    apps: ['com.facebook.orca'],
    tags: ['messenger'],
  },
  {
    name: 'Instagram',
    channel: 'social',
    domains: ['instagram.com', 'instagr.am'],
    apps: ['com.instagram.android'],
    tags: ['instagram', 'ig', 'insta'],
  },
  {
    name: 'WhatsApp',
    channel: 'social',
    domains: ['whatsapp.com', 'whatsapp.net', 'wa.me'],
    apps: ['com.whatsapp', 'com.whatsapp.w4b'],
    tags: ['whatsapp', 'wa', 'whatsappbusiness'],
  },
  {
    name: 'TikTok',
    channel: 'social',
    domains: ['tiktok.com'],
    apps: ['com.zhiliaoapp.musically', 'com.ss.android.ugc.trill'],
    tags: ['tiktok', 'tt'],
  },
  {
    name: 'LinkedIn',
    channel: 'social',
    domains: ['linkedin.com', 'lnkd.in'],
    apps: ['com.linkedin.android'],
    tags: ['linkedin', 'li'],
  },
  {
    name: 'X (Twitter)',
    channel: 'social',
    domains: ['twitter.com', 'x.com', 't.co'],
    apps: ['com.twitter.android'],
    tags: ['twitter', 'x', 'xcom', 'tco'],
  },
  {
    name: 'Pinterest',
    channel: 'social',
    pattern: new RegExp(String.raw`(^|\.)pinterest` + COUNTRY),
    domains: ['pin.it'],
    apps: ['com.pinterest'],
    tags: ['pinterest'],
  },
  {
    name: 'YouTube',
    channel: 'social',
    domains: ['youtube.com', 'youtu.be'],
    apps: ['com.google.android.youtube'],
    tags: ['youtube', 'yt'],
  },
  {
    name: 'Reddit',
    channel: 'social',
    domains: ['reddit.com', 'redd.it'],
    apps: ['com.reddit.frontpage'],
    tags: ['reddit'],
  },
  {
    name: 'Telegram',
    channel: 'social',
    domains: ['t.me', 'telegram.org', 'telegram.me'],
    apps: ['org.telegram.messenger', 'org.telegram.messenger.web'],
    tags: ['telegram', 'tg'],
  },
  {
    name: 'Threads',
    channel: 'social',
    domains: ['threads.net', 'threads.com'],
    apps: ['com.instagram.barcelona'],
    tags: ['threads'],
  },
  {
    name: 'Snapchat',
    channel: 'social',
    domains: ['snapchat.com'],
    apps: ['com.snapchat.android'],
    tags: ['snapchat'],
  },
  { name: 'Tumblr', channel: 'social', domains: ['tumblr.com'], tags: ['tumblr'] },
  { name: 'Bluesky', channel: 'social', domains: ['bsky.app'], tags: ['bluesky', 'bsky'] },
  { name: 'Mastodon', channel: 'social', domains: ['mastodon.social', 'mastodon.uno'], tags: ['mastodon'] },
  { name: 'Discord', channel: 'social', domains: ['discord.com', 'discord.gg', 'discordapp.com'], tags: ['discord'] },
  {
    name: 'TripAdvisor',
    channel: 'social',
    pattern: new RegExp(String.raw`(^|\.)tripadvisor` + COUNTRY),
    tags: ['tripadvisor'],
  },
];

/** `utm_medium` values that make a tagged link e-mail, social or search traffic whatever its source. */
export const MEDIUM_CHANNELS: Readonly<Record<string, Channel>> = {
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  newsletter: 'email',
  dem: 'email',
  social: 'social',
  'social-media': 'social',
  socialmedia: 'social',
  'social-network': 'social',
  'paid-social': 'social',
  paidsocial: 'social',
  sm: 'social',
  cpc: 'search',
  ppc: 'search',
  'paid-search': 'search',
  paidsearch: 'search',
  sem: 'search',
  organic: 'search',
};
