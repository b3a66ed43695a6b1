/** Payment notification states (pembayaran_notifikasis.status) in words. */
export const PAYMENT_NOTIFICATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  DITERIMA: 'Diterima, belum dibukukan',
  DIBUKUKAN: 'Dibukukan',
  DUPLIKAT: 'Notifikasi ganda',
  TINJAU: 'Perlu ditinjau',
};

/** Where a payment notification came from (pembayaran_notifikasis.sumber). */
export const PAYMENT_SOURCE_LABELS: Readonly<Record<string, string>> = {
  CALLBACK: 'Notifikasi bank',
  SETTLEMENT: 'Laporan penyelesaian bank',
};

/** How a booked payment settles its bill (klasifikasiBayar). */
export const PAYMENT_CLASS_LABELS: Readonly<Record<string, string>> = {
  LUNAS: 'lunas',
  KURANG_BAYAR: 'kurang bayar',
  LEBIH_BAYAR: 'lebih bayar',
};

const label = (table: Readonly<Record<string, string>>, code: string | null | undefined, other: string) =>
  !code ? '-' : Object.hasOwn(table, code) ? (table[code] as string) : other;

/** A payment notification's state in words, with how it settles the bill: 'Dibukukan (kurang bayar)'. */
export function paymentStatusLabel(status: string | null | undefined, klasifikasi?: string | null): string {
  const text = label(PAYMENT_NOTIFICATION_STATUS_LABELS, status, 'Status lain');
  return klasifikasi ? `${text} (${label(PAYMENT_CLASS_LABELS, klasifikasi, 'lainnya')})` : text;
}

/** A payment notification's source in words. */
export function paymentSourceLabel(sumber: string | null | undefined): string {
  return label(PAYMENT_SOURCE_LABELS, sumber, 'Sumber lain');
}
