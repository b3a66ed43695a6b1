import { formatLongDate } from '@gratifikasi/domain';
import { Alert, Button } from 'antd';
import { useAppApis } from '@/ui/appApis';
import { usePiutangMutation } from './api';

/** The bill's letter in the e-office (`GET piutang/tagihan/{id}` → `eoffice`): its latest sending. */
export interface EofficeTagihan {
  status: 'MENUNGGU' | 'TERKIRIM' | 'DISETUJUI' | 'DITOLAK' | 'DIABAIKAN';
  ref: string | null;
  catatan: string | null;
  tanggal_putusan: string | null;
  galat_terakhir: string | null;
}

/**
 * Where the bill's letter stands in the e-office: waiting (with the adapter's last error while the e-office is down),
 * approved (the letter is issued to the reporter), or rejected with the e-office's note and a way to send it again.
 */
export function EofficeTagihanAlert({ id, eoffice }: { id: number; eoffice: EofficeTagihan | null }) {
  const { message } = useAppApis();
  const resend = usePiutangMutation<number>((tagihanId) => `piutang/tagihan/${tagihanId}/eoffice`);
  const send = (
    <Button
      size="small"
      loading={resend.isPending}
      onClick={async () => {
        const res = await resend.mutateAsync(id);
        message.success(res.message ?? 'Surat tagihan dikirim ulang ke e-office');
      }}
    >
      Kirim ulang ke e-office
    </Button>
  );
  if (!eoffice) {
    return (
      <Alert
        type="info"
        showIcon
        message="Surat tagihan belum dikirim ke e-office untuk ditandatangani."
        action={send}
      />
    );
  }
  switch (eoffice.status) {
    case 'MENUNGGU':
    case 'TERKIRIM':
      return (
        <Alert
          type="warning"
          showIcon
          message="Menunggu persetujuan dan tanda tangan di e-office"
          description={
            eoffice.galat_terakhir
              ? `E-office belum dapat dihubungi; pengiriman dicoba lagi otomatis (${eoffice.galat_terakhir}).`
              : 'Unduhan surat tagihan masih berupa DRAF; surat terbit bagi pelapor setelah disetujui.'
          }
        />
      );
    case 'DISETUJUI':
      return (
        <Alert
          type="success"
          showIcon
          message={`Disetujui e-office${eoffice.tanggal_putusan ? ` pada ${formatLongDate(eoffice.tanggal_putusan)}` : ''}`}
          description="Surat tagihan telah terbit dengan kode verifikasi dan tersedia bagi pelapor pada dokumen laporannya."
        />
      );
    default:
      return (
        <Alert
          type="error"
          showIcon
          message="Ditolak e-office"
          description={eoffice.catatan || 'Tanpa catatan'}
          action={send}
        />
      );
  }
}
