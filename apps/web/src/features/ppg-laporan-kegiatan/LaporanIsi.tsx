import { formatDate, type LaporanKegiatanDetail } from '@gratifikasi/domain';
import { Card, Descriptions, Empty, Flex, Image, Space, Tag, Typography } from 'antd';
import { ExportButton } from '@/ui/ExportButton';
import { unduhPdfLaporan } from './api';
import { isGambar } from './LampiranInput';
import { Teks } from './parts';

/** The author's texts: summary, results, follow-ups. */
export function IsiCard({ d }: { d: LaporanKegiatanDetail }) {
  return (
    <Card size="small" title="Isi laporan">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Ringkasan">
          <Teks>{d.ringkasan}</Teks>
        </Descriptions.Item>
        <Descriptions.Item label="Hasil kegiatan">
          <Teks>{d.hasil}</Teks>
        </Descriptions.Item>
        <Descriptions.Item label="Tindak lanjut">
          <Teks>{d.tindak_lanjut}</Teks>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Documentation photos as thumbnails (previewed large on click), other attachments as links. */
export function LampiranCard({ d, cetak = false }: { d: LaporanKegiatanDetail; cetak?: boolean }) {
  const foto = d.lampiran.filter((l) => l.jenis === 'DOKUMENTASI');
  const lain = d.lampiran.filter((l) => l.jenis !== 'DOKUMENTASI');
  return (
    <Card size="small" title="Dokumentasi dan lampiran">
      {d.lampiran.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada lampiran" />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {foto.length ? (
            <Image.PreviewGroup>
              <Flex wrap gap={8}>
                {foto.map((l) =>
                  isGambar(l.url) ? (
                    <Image
                      key={l.url}
                      src={l.url}
                      alt={l.nama}
                      width={cetak ? 200 : 120}
                      height={cetak ? 150 : 90}
                      style={{ objectFit: 'cover' }}
                    />
                  ) : (
                    <Typography.Link key={l.url} href={l.url} target="_blank" rel="noopener">
                      {l.nama}
                    </Typography.Link>
                  ),
                )}
              </Flex>
            </Image.PreviewGroup>
          ) : null}
          {lain.length ? (
            <ul style={{ paddingLeft: 20, margin: 0 }}>
              {lain.map((l) => (
                <li key={l.url}>
                  <Typography.Link href={l.url} target="_blank" rel="noopener">
                    {l.nama}
                  </Typography.Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Space>
      )}
    </Card>
  );
}

/** Where the e-office signature stands and the letter it issued (number, date, PDF, QR verification). */
export function SuratCard({ d }: { d: LaporanKegiatanDetail }) {
  return (
    <Card
      size="small"
      title="E-Office dan surat"
      extra={<ExportButton label="Unduh PDF" onExport={() => unduhPdfLaporan(d.id)} />}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="E-Office">
          {d.eoffice ? (
            <Space orientation="vertical" size={0}>
              <Tag>{d.eoffice.status}</Tag>
              {d.eoffice.ref ? (
                <Typography.Text type="secondary">Ref. {d.eoffice.ref}</Typography.Text>
              ) : null}
              {d.eoffice.catatan ? <Typography.Text>{d.eoffice.catatan}</Typography.Text> : null}
            </Space>
          ) : (
            'Belum dikirim'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Nomor surat">{d.surat?.nomor ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Tanggal surat">
          {d.surat ? formatDate(d.surat.tanggal) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Verifikasi">
          {d.surat ? (
            <Typography.Link href={d.surat.verifikasi_url} target="_blank" rel="noopener">
              {d.surat.kode}
            </Typography.Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
      </Descriptions>
      {d.surat?.nomor ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          PDF bertanda DRAF sampai ditandatangani melalui e-office.
        </Typography.Text>
      )}
    </Card>
  );
}
