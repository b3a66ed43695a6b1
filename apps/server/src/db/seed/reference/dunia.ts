import { data as currencies } from 'currency-codes';
import countries from 'i18n-iso-countries';
import type { Db } from '../../client';
import { seedMaster } from './insert';

/** XK (Kosovo) is a user-assigned code, not one of ISO 3166-1's 249 countries. */
const NOT_ISO = new Set(['XK']);
/** ISO 4217 codes that name no money: testing and "no currency". */
const NOT_MONEY = new Set(['XTS', 'XXX']);

/** The 249 ISO 3166-1 countries with their Indonesian names (i18n-iso-countries, locale 'id'). */
export function negaraRows() {
  const names = countries.getNames('id', { select: 'official' });
  return Object.entries(names)
    .filter(([code]) => !NOT_ISO.has(code))
    .map(([code, nama]) => ({
      kode: code,
      kode_alpha3: countries.alpha2ToAlpha3(code) ?? null,
      nama,
      nama_inggris: countries.getName(code, 'en', { select: 'official' }) ?? null,
    }));
}

const indonesianName = new Intl.DisplayNames('id', { type: 'currency' });

function symbolOf(code: string): string | null {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  });
  const symbol = format.formatToParts(1).find((p) => p.type === 'currency')?.value;
  return symbol && symbol !== code ? symbol : null;
}

/**
 * The ISO 4217 currencies (currency-codes), named in Indonesian where the runtime's CLDR data has the name
 * (Dolar Amerika Serikat, Yen Jepang, …) and in English otherwise; the rupiah is written as the law does.
 */
export function mataUangRows() {
  return currencies
    .filter((c) => !NOT_MONEY.has(c.code))
    .map((c) => {
      const local = indonesianName.of(c.code);
      const nama = c.code === 'IDR' ? 'Rupiah' : local && local !== c.code ? local : c.currency;
      return {
        kode: c.code,
        nama,
        simbol: c.code === 'IDR' ? 'Rp' : symbolOf(c.code),
        digit_desimal: c.digits,
        kode_numerik: Number(c.number),
      };
    });
}

/** Countries and currencies. */
export async function seedDunia(db: Db): Promise<Record<string, number>> {
  return {
    negara: await seedMaster(db, 'negara', negaraRows()),
    'mata-uang': await seedMaster(db, 'mata-uang', mataUangRows()),
  };
}
