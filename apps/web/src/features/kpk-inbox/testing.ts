import { INBOX_TABS, type InboxCounts, type InboxItem } from '@gratifikasi/domain';

// Fixtures for the inbox component tests (fakeApi answers).

export function inboxItem(id: number, extra: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    nosig: `GRA-2026-${String(id).padStart(5, '0')}`,
    pelapor_nama: 'Budi Santoso',
    tanggal_lapor: '2026-03-03',
    total_nilai: '1600000.00',
    status: 'PROSES',
    step: 'f30',
    step_nama: 'Verifikasi Informasi (Anggota Tim)',
    version: 1,
    pemegang: 'Demo Anggota Tim',
    grup: 'Grup I',
    anggota: 'Demo Anggota Tim',
    batas: '2026-03-20',
    hari_tersisa: 5,
    urgensi: 'aman',
    dikembalikan: false,
    menunggu_pelapor: false,
    ...extra,
  };
}

export function inboxCounts(
  counts: Partial<Record<string, number>>,
  perLangkah: InboxCounts['per_langkah'] = [],
) {
  return {
    tabs: INBOX_TABS.map((t) => ({ key: t.key, label: t.label, count: counts[t.key] ?? 0 })),
    per_langkah: perLangkah,
  };
}

export const pageOf = (items: InboxItem[]) => ({ items, total: items.length, page: 1, per_page: 20 });

/** The params of every GET to `path`, in order. */
export function paramsOf(calls: readonly unknown[][], path: string) {
  return calls
    .filter(([p]) => p === path)
    .map(([, opts]) => (opts as { params?: Record<string, unknown> } | undefined)?.params);
}
