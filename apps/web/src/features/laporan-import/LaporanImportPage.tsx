import { LAPORAN_IMPORT_MAX_ROWS, type LaporanSaveImportResult } from '@gratifikasi/domain';
import { Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { buildPath } from '@/platform/routes';
import { CheckedImport } from '@/ui/import/CheckedImport';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { downloadLaporanImportTemplate, useCheckLaporanImport, useSaveLaporanImport } from './api';

/** /upg/laporan-import: template, upload, the row-by-row check, then "Simpan" (only when every row is valid). */
export function LaporanImportPage() {
  const check = useCheckLaporanImport();
  const save = useSaveLaporanImport();
  const [saved, setSaved] = useState<LaporanSaveImportResult | null>(null);
  const listPath = buildPath('upg-laporan');
  // "Impor berkas lain": the panel comes back empty (it was unmounted while the result showed).
  const reset = () => setSaved(null);

  if (saved) {
    return (
      <Result
        status="success"
        title={`${saved.created} laporan berhasil disimpan`}
        subTitle="Laporan diterima UPG dan menunggu diteruskan ke KPK."
        extra={[
          <LinkButton key="list" type="primary" to={listPath}>
            Lihat daftar laporan
          </LinkButton>,
          <Button key="again" onClick={reset}>
            Impor berkas lain
          </Button>,
        ]}
      >
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {saved.laporan.map((l) => (
            <li key={l.id}>
              {l.key}: <Typography.Text strong>{l.nosig ?? '-'}</Typography.Text>
            </li>
          ))}
        </ul>
      </Result>
    );
  }

  return (
    <>
      <PageHeader
        title="Impor Laporan dari Excel"
        subtitle="Laporan gratifikasi pegawai yang dihimpun UPG, diunggah sekaligus."
        extra={<LinkButton to={listPath}>Daftar Laporan</LinkButton>}
      />
      <Card>
        <CheckedImport
          keyTitle="No. Laporan Impor"
          instructions={
            <Typography.Paragraph style={{ margin: 0 }}>
              1. Unduh templat dan isi sheet <b>Laporan</b> (satu baris per rincian objek; baris dengan
              no_laporan_impor yang sama menjadi satu laporan; maksimal {LAPORAN_IMPORT_MAX_ROWS} baris). Kode
              yang berlaku ada di sheet <b>Petunjuk</b>. Pelapor harus sudah terdaftar di UPG Anda.
              <br />
              2. Unggah berkas untuk diperiksa. 3. Bila semua baris valid, tekan <b>Simpan</b>. Bila ada satu
              baris tidak valid, tidak ada laporan yang disimpan.
            </Typography.Paragraph>
          }
          onTemplate={downloadLaporanImportTemplate}
          check={async (file) => (await check.mutateAsync(file)).result}
          checking={check.isPending}
          save={async (file) => setSaved((await save.mutateAsync(file)).result)}
          saving={save.isPending}
          validTitle={(r) =>
            `Semua ${r.total_rows} baris valid (${r.total_laporan ?? 0} laporan). Tekan Simpan untuk menyimpan.`
          }
        />
      </Card>
    </>
  );
}
