import { describe, expect, it } from 'vitest';
import { briefSocial, socialLink } from './social';

describe('socialLink', () => {
  it('keeps http(s) addresses and handles, and gives an address typed without scheme https://', () => {
    expect(socialLink(' https://www.instagram.com/dagennaro ')).toBe('https://www.instagram.com/dagennaro');
    expect(socialLink('http://facebook.com/pizzeria')).toBe('http://facebook.com/pizzeria');
    expect(socialLink('@dagennaro')).toBe('@dagennaro');
    expect(socialLink('@caffè.città')).toBe('@caffè.città');
    expect(socialLink('Instagram: @dagennaro')).toBe('Instagram: @dagennaro');
    expect(socialLink('Facebook :@pizzeria_da_gennaro')).toBe('Facebook: @pizzeria_da_gennaro');
    expect(socialLink('instagram.com/dagennaro')).toBe('https://instagram.com/dagennaro');
    expect(socialLink('www.tiktok.com/@gennaro?lang=it')).toBe('https://www.tiktok.com/@gennaro?lang=it');
  });

  it('refuses every other scheme, however it is written, and what is not a link', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)//instagram.com',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:info@dagennaro.it',
      'ftp://files.example.it',
      'https://',
      'https://localhost/',
      'https://instagram.com/a b',
      '@',
      '@ dagennaro',
      'Seguiteci su Instagram',
      'instagram: dagennaro',
      '',
    ]) {
      expect(socialLink(value), value).toBeNull();
    }
  });
});

describe('briefSocial', () => {
  it('keeps what the conversation found (a plain network name as text) and drops values with another scheme', () => {
    expect(briefSocial('instagram.com/dagennaro')).toBe('https://instagram.com/dagennaro');
    expect(briefSocial('Facebook: @pizzeriadagennaro')).toBe('Facebook: @pizzeriadagennaro');
    expect(briefSocial('TikTok')).toBe('TikTok');
    for (const value of ['javascript:alert(1)', 'java\nscript:alert(1)', 'data:,x', ' DATA:text/html,x']) {
      expect(briefSocial(value), value).toBeNull();
    }
  });
});
