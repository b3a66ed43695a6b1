import {
  convertToRupiah,
  formatDate,
  formatNumber,
  formatRupiah,
  moneyInputSchema,
} from '@gratifikasi/domain';
import { Alert, Typography } from 'antd';
import type { KursBerlaku } from '../api';

/** The rupiah value of an amount at a rate, or null when the amount is not a valid money value yet. */
export function rupiahOf(nilai: string | undefined, kurs: string): string | null {
  const parsed = moneyInputSchema.safeParse(nilai ?? '');
  return parsed.success ? convertToRupiah(parsed.data, kurs) : null;
}

interface KursPreviewProps {
  kode: string | undefined;
  /** The date received, YYYY-MM-DD. */
  tanggal: string | undefined;
  nilai: string | undefined;
  /** The rate in force (null: none recorded; undefined: not loaded). */
  kurs: KursBerlaku | null | undefined;
  loading: boolean;
}

/** For a foreign currency: the kurs in force at the date received and the value in rupiah, live. */
export function KursPreview({ kode, tanggal, nilai, kurs, loading }: KursPreviewProps) {
  if (!kode || kode === 'IDR') return null;
  if (!tanggal) {
    return (
      <Alert
        type="info"
        showIcon
        title="Isi tanggal penerimaan pada langkah Peristiwa untuk melihat kurs yang berlaku."
      />
    );
  }
  if (loading) return <Typography.Text type="secondary">Memuat kurs…</Typography.Text>;
  if (!kurs) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Kurs ${kode} pada tanggal ${formatDate(tanggal)} belum tersedia. Laporan tidak dapat dikirim sebelum kurs tersedia.`}
      />
    );
  }
  const rupiah = rupiahOf(nilai, kurs.nilai);
  return (
    <Alert
      type="info"
      showIcon
      title={`Kurs ${kode} berlaku per ${formatDate(kurs.tanggal)}: ${formatRupiah(kurs.nilai)}`}
      description={
        <span data-testid="nilai-rupiah">
          Nilai dalam rupiah: <strong>{rupiah !== null ? formatRupiah(rupiah) : '-'}</strong>
          {rupiah !== null
            ? ` (${formatNumber(nilai ?? '', 2)} ${kode} × ${formatNumber(kurs.nilai, 2)})`
            : ''}
        </span>
      }
    />
  );
}
