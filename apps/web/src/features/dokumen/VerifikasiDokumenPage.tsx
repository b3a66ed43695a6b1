import { formatLongDate } from '@gratifikasi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PublicPage } from '@/features/situs-publik/plain/PublicPage';
import { buildPath } from '@/platform/routes';
import { cekDokumen, fetchVerifikasi } from './api';
import './verifikasi.css';

/** A coloured notice in plain markup (the public pages load no antd on a first visit). */
function Kabar({ ok, judul, isi, testId }: { ok: boolean; judul: string; isi: string; testId: string }) {
  return (
    <div className={ok ? 'vd-kabar vd-ok' : 'vd-kabar vd-gagal'} role="status" data-testid={testId}>
      <strong>{judul}</strong>
      <div>{isi}</div>
    </div>
  );
}

/**
 * The public page a letter's QR code opens (issue 11 §2): what the letter is — kind, number, date, issuer, nothing
 * personal —, whether it stands or was cancelled, and a check that a PDF in hand is byte for byte the letter issued.
 */
export function VerifikasiDokumenPage() {
  const { kode = '' } = useParams();
  const query = useQuery({
    queryKey: ['verifikasi-dokumen', kode],
    queryFn: () => fetchVerifikasi(kode),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [cek, setCek] = useState<{ cocok: boolean; nama: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const data = query.data;

  const periksa = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    try {
      setCek({ ...(await cekDokumen(kode, file)), nama: file.name });
    } finally {
      setChecking(false);
    }
  };

  return (
    <PublicPage
      title="Verifikasi Dokumen"
      subtitle="Pemeriksaan keaslian surat yang diterbitkan KPK"
      narrow
      loading={query.isLoading}
    >
      {query.isError || !data ? (
        <>
          <Kabar
            ok={false}
            testId="status-dokumen"
            judul="Dokumen tidak ditemukan"
            isi="Kode verifikasi tidak dikenal atau tidak valid. Pastikan alamat sesuai dengan kode QR pada dokumen."
          />
          <Link to={buildPath('verifikasi-dokumen-cari')}>Ketik atau pindai kode verifikasi lain</Link>
        </>
      ) : (
        <>
          {data.status === 'berlaku' ? (
            <Kabar
              ok
              testId="status-dokumen"
              judul="Dokumen SAH dan BERLAKU"
              isi="Dokumen ini tercatat diterbitkan oleh KPK dan tidak dibatalkan."
            />
          ) : (
            <Kabar
              ok={false}
              testId="status-dokumen"
              judul="Dokumen telah DIBATALKAN"
              isi="Dokumen ini pernah diterbitkan, tetapi telah dibatalkan dan tidak berlaku lagi."
            />
          )}
          <dl className="vd-data">
            <dt>Jenis dokumen</dt>
            <dd>
              {data.jenis}
              {data.pindaian ? ' (pindaian bertanda tangan)' : ''}
            </dd>
            <dt>Nomor</dt>
            <dd>{data.nomor ?? '-'}</dd>
            <dt>Tanggal</dt>
            <dd>{formatLongDate(data.tanggal)}</dd>
            <dt>Penerbit</dt>
            <dd>{data.penerbit}</dd>
          </dl>
          <h2 className="vd-h2">Periksa berkas yang Anda terima</h2>
          <label className="vd-unggah">
            <span>Pilih berkas PDF dokumen untuk dibandingkan dengan yang diterbitkan</span>
            <input
              type="file"
              accept="application/pdf,image/*"
              disabled={checking}
              onChange={(e) => {
                void periksa(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {checking ? <p className="sp-muted">Memeriksa…</p> : null}
          {cek ? (
            <Kabar
              ok={cek.cocok}
              testId="hasil-cek"
              judul={
                cek.cocok
                  ? 'Berkas COCOK dengan dokumen yang diterbitkan'
                  : 'Berkas TIDAK COCOK dengan dokumen yang diterbitkan'
              }
              isi={`${cek.nama}: ${cek.cocok ? 'isinya sama persis, byte demi byte.' : 'berkas ini berbeda dari yang diterbitkan (telah diubah atau bukan dokumen ini).'}`}
            />
          ) : null}
        </>
      )}
    </PublicPage>
  );
}
