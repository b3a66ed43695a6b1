import { FilePdfOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, hasPermission } from '@gratifikasi/domain';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { downloadBeritaAcara, useDokumen } from './api';
import { DokumenEditForm } from './DokumenEditForm';
import type { JenisConfig } from './jenis';
import { LoadFailed } from './LoadState';
import { ogColumns, todayIso } from './parts';

/**
 * `<prefix>-view/:id` (and `-edit/:id`): the berita acara, the objects it moved, its PDF from the letter master.
 * The edit corrects date, party and note until the PDF is issued; from then on the record is final.
 */
export function DokumenViewPage({ cfg, edit = false }: { cfg: JenisConfig; edit?: boolean }) {
  const id = Number(useParams().id);
  const doc = useDokumen(id);
  const navigate = useNavigate();
  const { profile } = useSession();
  const canIssue = profile ? hasPermission(profile, 'update-og') : false;
  const back = <LinkButton to={buildPath(`${cfg.prefix}-list`)}>Kembali ke daftar</LinkButton>;
  const view = buildPath(`${cfg.prefix}-view`, { id });
  if (doc.isLoading) return <Skeleton active />;
  if (!doc.data || doc.data.jenis !== cfg.jenis)
    return (
      <LoadFailed
        error={doc.data ? null : doc.error}
        notFound="Berita acara tidak ditemukan"
        onRetry={() => void doc.refetch()}
        extra={back}
      />
    );
  const d = doc.data;
  const download = () =>
    void downloadBeritaAcara(id)
      .then(() => doc.refetch())
      .catch(() => undefined);
  return (
    <>
      <PageHeader
        title={`${edit ? 'Ubah ' : ''}${cfg.title} ${d.nomor}`}
        subtitle={`${formatDate(d.tanggal)} · ${d.jumlah_objek} objek`}
        extra={
          <Flex gap={8} wrap>
            <Button icon={<FilePdfOutlined />} onClick={download}>
              {d.final || !canIssue ? 'Unduh Berita Acara' : 'Terbitkan & Unduh Berita Acara'}
            </Button>
            {edit || d.final || !canIssue ? null : (
              <LinkButton to={buildPath(`${cfg.prefix}-edit`, { id })}>Ubah</LinkButton>
            )}
            {back}
          </Flex>
        }
      />
      {d.final ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Berita acara telah diterbitkan${d.final_at ? ` pada ${formatDateTime(d.final_at)}` : ''} dan tidak dapat diubah lagi.`}
        />
      ) : null}
      <Card size="small" title="Berita Acara" style={{ marginBottom: 16 }}>
        {edit && !d.final ? (
          <DokumenEditForm
            cfg={cfg}
            d={d}
            onSaved={() => {
              notify.success('Berita acara diperbarui');
              navigate(view);
            }}
            onCancel={() => navigate(view)}
          />
        ) : (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Nomor">{d.nomor}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(d.tanggal)}</Descriptions.Item>
            <Descriptions.Item label={cfg.pihakLabel}>{d.pihak_nama}</Descriptions.Item>
            {d.kpknl_nama ? (
              <Descriptions.Item label="Kantor DJKN/KPKNL">{d.kpknl_nama}</Descriptions.Item>
            ) : null}
            {d.pihak_instansi ? (
              <Descriptions.Item label="Instansi">{d.pihak_instansi}</Descriptions.Item>
            ) : null}
            {d.lokasi_nama ? <Descriptions.Item label="Lokasi">{d.lokasi_nama}</Descriptions.Item> : null}
            <Descriptions.Item label="Petugas KPK">{d.created_by_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Catatan">{d.catatan ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Status">
              {d.final ? <Tag color="green">Terbit</Tag> : <Tag>Draf (dapat diubah)</Tag>}
            </Descriptions.Item>
            {d.final ? (
              <Descriptions.Item label="Template / SHA-256">
                {`Versi ${d.template_versi ?? '-'} · `}
                <code style={{ wordBreak: 'break-all' }}>{d.sha256}</code>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        )}
      </Card>
      <Card size="small" title="Objek">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={d.objek}
          columns={ogColumns(todayIso())}
          locale={{ emptyText: 'Tidak ada objek pada berita acara ini' }}
        />
      </Card>
    </>
  );
}
