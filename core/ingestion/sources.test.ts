/**
 * Where a page view came from, as a table: referrers (search engines across country domains, social
 * networks and their link shims, webmails, Android apps, other sites), campaign tags, and the same site.
 */
import { describe, expect, it } from 'vitest';
import { classifySource, type PageViewSource } from './sources';

const SITE = 'pizzeria.it';
const from = (referrer: string | null, tags: { utm_source?: string; utm_medium?: string } = {}) =>
  classifySource({ referrer, ...tags, site: SITE });
const is = (channel: PageViewSource['channel'], source: string | null): PageViewSource => ({ channel, source });

describe('classifySource: referrers', () => {
  it.each([
    ['https://www.google.com/', is('search', 'Google')],
    ['https://www.google.it/', is('search', 'Google')],
    ['https://www.google.co.uk/search?q=pizza', is('search', 'Google')],
    ['https://www.google.com.br/', is('search', 'Google')],
    ['https://google.de/', is('search', 'Google')],
    ['https://news.google.com/', is('search', 'Google')],
    ['android-app://com.google.android.googlequicksearchbox/', is('search', 'Google')],
    ['https://www.bing.com/search?q=x', is('search', 'Bing')],
    ['https://duckduckgo.com/', is('search', 'DuckDuckGo')],
    ['https://it.search.yahoo.com/', is('search', 'Yahoo')],
    ['https://www.ecosia.org/', is('search', 'Ecosia')],
    ['https://yandex.ru/', is('search', 'Yandex')],
    ['https://www.baidu.com/', is('search', 'Baidu')],
    ['https://www.qwant.com/', is('search', 'Qwant')],
    ['https://chatgpt.com/', is('search', 'ChatGPT')],
    ['https://www.facebook.com/', is('social', 'Facebook')],
    ['https://l.facebook.com/l.php?u=https%3A%2F%2Fpizzeria.it', is('social', 'Facebook')],
    ['https://lm.facebook.com/', is('social', 'Facebook')],
    ['https://m.facebook.com/', is('social', 'Facebook')],
    ['android-app://com.facebook.katana/', is('social', 'Facebook')],
    ['https://l.instagram.com/', is('social', 'Instagram')],
    ['https://www.instagram.com/', is('social', 'Instagram')],
    ['https://web.whatsapp.com/', is('social', 'WhatsApp')],
    ['android-app://com.whatsapp/', is('social', 'WhatsApp')],
    ['https://www.tiktok.com/', is('social', 'TikTok')],
    ['https://www.linkedin.com/', is('social', 'LinkedIn')],
    ['https://lnkd.in/abc', is('social', 'LinkedIn')],
    ['https://t.co/xyz', is('social', 'X (Twitter)')],
    ['https://x.com/', is('social', 'X (Twitter)')],
    ['https://it.pinterest.com/', is('social', 'Pinterest')],
    ['https://www.youtube.com/', is('social', 'YouTube')],
    ['https://www.reddit.com/', is('social', 'Reddit')],
    ['https://t.me/canale', is('social', 'Telegram')],
    ['https://mail.google.com/', is('email', 'Gmail')],
    ['android-app://com.google.android.gm/', is('email', 'Gmail')],
    ['https://outlook.live.com/', is('email', 'Outlook')],
    ['https://mail.yahoo.com/', is('email', 'Yahoo Mail')],
    ['https://mail1.libero.it/', is('email', 'Libero Mail')],
    ['https://mail.virgilio.it/', is('email', 'Virgilio Mail')],
    ['https://www.icloud.com/mail/', is('email', 'iCloud Mail')],
    ['https://webmail.example.net/', is('email', 'webmail.example.net')],
    ['https://www.blog-di-cucina.it/ricette', is('referral', 'blog-di-cucina.it')],
    ['https://WWW.Guida.Example.COM./x', is('referral', 'guida.example.com')],
    ['android-app://it.sconosciuta.app/', is('referral', 'it.sconosciuta.app')],
  ])('%s', (referrer, expected) => {
    expect(from(referrer)).toEqual(expected);
  });

  it('reads no referrer, a blank one or one that is not an address as direct', () => {
    for (const referrer of [null, '', 'non un indirizzo', 'about:blank'])
      expect(from(referrer)).toEqual(is('direct', null));
  });

  it('gives a referrer on the same site, www. or not, no source: the visit going on', () => {
    for (const referrer of ['https://pizzeria.it/menu', 'https://www.pizzeria.it/', 'http://PIZZERIA.it./'])
      expect(from(referrer)).toBeNull();
  });

  it('does not take a host that only looks like a known one', () => {
    expect(from('https://google.it.example.org/')).toEqual(is('referral', 'google.it.example.org'));
    expect(from('https://notfacebook.com/')).toEqual(is('referral', 'notfacebook.com'));
  });
});

describe('classifySource: campaign tags win over the referrer', () => {
  it.each([
    [{ utm_source: 'newsletter', utm_medium: 'email' }, null, is('email', 'newsletter')],
    [{ utm_source: 'Newsletter', utm_medium: 'Newsletter' }, null, is('email', 'Newsletter')],
    [{ utm_medium: 'email' }, null, is('email', null)],
    [{ utm_medium: 'email' }, 'https://mail.google.com/', is('email', 'Gmail')],
    [{ utm_source: 'fb' }, null, is('social', 'Facebook')],
    [{ utm_source: 'facebook', utm_medium: 'cpc' }, 'https://www.google.it/', is('social', 'Facebook')],
    [{ utm_source: 'ig' }, null, is('social', 'Instagram')],
    [{ utm_source: 'google', utm_medium: 'cpc' }, null, is('search', 'Google')],
    [{ utm_source: 'instagram.com' }, null, is('social', 'Instagram')],
    [{ utm_source: 'volantino' }, null, is('other', 'volantino')],
    [{ utm_source: 'volantino', utm_medium: 'social' }, null, is('social', 'volantino')],
    [{ utm_source: '  qr-vetrina  ' }, 'https://pizzeria.it/', is('other', 'qr-vetrina')],
    [{ utm_source: '   ' }, 'https://www.bing.com/', is('search', 'Bing')],
  ])('%j from %s', (tags, referrer, expected) => {
    expect(from(referrer, tags)).toEqual(expected);
  });
});
