import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { formatLongDate } from '@gratifikasi/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Result, Upload } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicPage } from '@/features/situs-publik/PublicPage';
import { cekDokumen, fetchVerifikasi } from './api';

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

  return (
    <PublicPage
      title="Verifikasi Dokumen"
      subtitle="Pemeriksaan keaslian surat yang diterbitkan KPK"
      narrow
      loading={query.isLoading}
    >
      {query.isError || !data ? (
        <Result
          status="warning"
          title="Dokumen tidak ditemukan"
          subTitle="Kode verifikasi tidak dikenal atau tidak valid. Pastikan alamat sesuai dengan kode QR pada dokumen."
        />
      ) : (
        <>
          {data.status === 'berlaku' ? (
            <Alert
              type="success"
              showIcon
              message="Dokumen SAH dan BERLAKU"
              description="Dokumen ini tercatat diterbitkan oleh KPK dan tidak dibatalkan."
              data-testid="status-dokumen"
            />
          ) : (
            <Alert
              type="error"
              showIcon
              message="Dokumen telah DIBATALKAN"
              description="Dokumen ini pernah diterbitkan, tetapi telah dibatalkan dan tidak berlaku lagi."
              data-testid="status-dokumen"
            />
          )}
          <Descriptions bordered column={1} size="middle" style={{ marginTop: 24 }}>
            <Descriptions.Item label="Jenis dokumen">
              {data.jenis}
              {data.pindaian ? ' (pindaian bertanda tangan)' : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Nomor">{data.nomor ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatLongDate(data.tanggal)}</Descriptions.Item>
            <Descriptions.Item label="Penerbit">{data.penerbit}</Descriptions.Item>
          </Descriptions>
          <h2 style={{ fontSize: 18, marginTop: 32 }}>Periksa berkas yang Anda terima</h2>
          <Upload.Dragger
            accept="application/pdf,image/*"
            showUploadList={false}
            disabled={checking}
            customRequest={async ({ file }) => {
              setChecking(true);
              try {
                const f = file as File;
                setCek({ ...(await cekDokumen(kode, f)), nama: f.name });
              } finally {
                setChecking(false);
              }
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>Pilih atau seret berkas PDF dokumen untuk dibandingkan dengan yang diterbitkan</p>
          </Upload.Dragger>
          {cek ? (
            <Alert
              style={{ marginTop: 16 }}
              type={cek.cocok ? 'success' : 'error'}
              showIcon
              data-testid="hasil-cek"
              message={
                cek.cocok
                  ? 'Berkas COCOK dengan dokumen yang diterbitkan'
                  : 'Berkas TIDAK COCOK dengan dokumen yang diterbitkan'
              }
              description={`${cek.nama}: ${cek.cocok ? 'isinya sama persis, byte demi byte.' : 'berkas ini berbeda dari yang diterbitkan (telah diubah atau bukan dokumen ini).'}`}
            />
          ) : null}
        </>
      )}
    </PublicPage>
  );
}
