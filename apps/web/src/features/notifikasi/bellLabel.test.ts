import { describe, expect, it } from 'vitest';
import { bellLabel } from './bellLabel';

describe('bellLabel', () => {
  it('names the bell alone when nothing is unread', () => {
    expect(bellLabel(0)).toBe('Notifikasi');
  });

  it('says the count the badge shows', () => {
    expect(bellLabel(4)).toBe('Notifikasi, 4 belum dibaca');
    expect(bellLabel(99)).toBe('Notifikasi, 99 belum dibaca');
  });

  it('holds the badge\'s "99+" above 99, then the exact count (WCAG 2.5.3 label in name)', () => {
    expect(bellLabel(290)).toBe('Notifikasi, 99+ belum dibaca (290)');
  });
});
