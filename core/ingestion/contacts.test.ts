/** The contact a clicked link opens, as a table of the addresses published pages carry. */
import { describe, expect, it } from 'vitest';
import { contactKindOfLink } from './contacts';

describe('contactKindOfLink', () => {
  it.each([
    ['tel:+39 06 1234567', 'call'],
    ['TEL:0612345', 'call'],
    ['sms:+393331234567', 'call'],
    ['mailto:info@pizzeria.it?subject=Prenotazione', 'email'],
    ['https://wa.me/393331234567', 'whatsapp'],
    ['https://wa.me/message/ABCDEF', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=393331234567&text=Ciao', 'whatsapp'],
    ['https://www.whatsapp.com/send?phone=39333', 'whatsapp'],
    ['whatsapp://send?phone=39333', 'whatsapp'],
    ['https://www.google.com/maps/dir/?api=1&destination=Via+Roma+1', 'directions'],
    ['https://www.google.it/maps/place/Pizzeria', 'directions'],
    ['https://maps.google.com/?q=Via+Roma', 'directions'],
    ['https://maps.google.it/maps?daddr=x', 'directions'],
    ['https://maps.app.goo.gl/AbCdEf', 'directions'],
    ['https://goo.gl/maps/xyz', 'directions'],
    ['https://maps.apple.com/?daddr=Via+Roma', 'directions'],
    ['https://waze.com/ul?ll=41.9,12.5&navigate=yes', 'directions'],
    ['https://www.waze.com/live-map/directions?to=x', 'directions'],
    ['https://www.openstreetmap.org/directions?to=x', 'directions'],
    ['https://www.bing.com/maps?where=Roma', 'directions'],
    ['geo:41.9,12.5', 'directions'],
  ])('%s is %s', (href, kind) => {
    expect(contactKindOfLink(href)).toBe(kind);
  });

  it.each([
    null,
    '',
    '#contatti',
    '/menu',
    'https://pizzeria.it/contatti',
    'https://www.google.it/search?q=pizza',
    'https://www.pizzeria.it/maps',
    'https://wa.me.example.org/39333',
    'https://chat.whatsapp.com/invito',
    'javascript:void(0)',
    'non un indirizzo',
  ])('%s opens no contact', (href) => {
    expect(contactKindOfLink(href)).toBeNull();
  });
});
