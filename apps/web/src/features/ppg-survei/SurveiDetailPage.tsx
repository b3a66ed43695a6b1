import { PENYUSUN_SURVEI, TIPE_PERTANYAAN_LABELS } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  List,
  Row,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { useKeputusanSurvei, useSurvei, useVersiBaru } from './api';
import { Distribusi } from './Distribusi';
import { Hasil } from './Hasil';
import { formatWaktu, LANGKAH_SURVEI, StatusSurveiTag, SurveiTidakTampil } from './parts';

/**
 * `kpk-survey-creator-detail/:id` and the group head's `gh-survey-approval/:id`: the survey's questions, its history
 * (spec §3 actions), the decisions the engine offers the caller, and once approved its distribution and results.
 */
export function SurveiDetailPage() {
  const id = Number(useParams().id);
  const approval = useLocation().pathname.includes('gh-survey-approval');
  const survei = useSurvei(id);
  const decide = useKeputusanSurvei(id);
  const versiBaru = useVersiBaru(id);
  const navigate = useNavigate();
  const role = useSession().profile?.active_role?.name ?? '';
  const listPath = approval
    ? buildPath('kpk-gh-survey-list-approval')
    : buildPath('kpk-kpk-survey-creator-list');
  const back = <LinkButton to={listPath}>Kembali ke daftar</LinkButton>;
  if (survei.isLoading) return <Skeleton active />;
  if (!survei.data)
    return <SurveiTidakTampil error={survei.error} retry={() => void survei.refetch()} back={back} />;
  const d = survei.data;
  const author = PENYUSUN_SURVEI.includes(role as never);
  const returned =
    d.status === 'DIKEMBALIKAN' ? d.jejak.findLast((e) => e.decision === 'kembalikan') : undefined;
  const isi = (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <PosisiAlert aksi={d.aksi} />
          {returned ? (
            <Alert
              type="warning"
              showIcon
              title="Dikembalikan oleh group head PPG"
              description={returned.catatan ?? undefined}
            />
          ) : null}
          <Card size="small" title="Survei">
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="Status">
                <StatusSurveiTag status={d.status} label={d.status_label} />
              </Descriptions.Item>
              <Descriptions.Item label="Jenis">{d.jenis_label}</Descriptions.Item>
              <Descriptions.Item label="Versi">{d.versi_ke}</Descriptions.Item>
              <Descriptions.Item label="Deskripsi">{d.deskripsi ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          {d.bagian.map((b) => (
            <Card key={b.id} size="small" title={b.judul}>
              <List
                locale={{ emptyText: 'Belum ada pertanyaan' }}
                dataSource={b.pertanyaan}
                renderItem={(q, i) => (
                  <List.Item>
                    <Space orientation="vertical" size={0}>
                      <Typography.Text>
                        {i + 1}. {q.teks}
                      </Typography.Text>
                      <span>
                        <Tag>{TIPE_PERTANYAAN_LABELS[q.tipe]}</Tag>
                        {q.wajib ? <Tag color="red">Wajib</Tag> : null}
                        {q.opsi.length ? (
                          <Typography.Text type="secondary">{q.opsi.join(' · ')}</Typography.Text>
                        ) : null}
                      </span>
                    </Space>
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </Space>
      </Col>
      <Col xs={24} lg={8}>
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <KeputusanPanel
            aksi={d.aksi}
            decide={decide.mutateAsync}
            pending={decide.isPending}
            subjek="Survei"
            tanpa={[]}
          />
          <Card size="small" title="Alur persetujuan">
            <JejakPermintaan jejak={d.jejak} langkah={LANGKAH_SURVEI} />
          </Card>
          <Card size="small" title="Riwayat perubahan">
            <Timeline
              items={d.riwayat.map((h) => ({
                key: h.id,
                children: (
                  <Space orientation="vertical" size={0}>
                    <Typography.Text strong>{h.aksi_label}</Typography.Text>
                    <Typography.Text>{h.keterangan}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {h.oleh ?? 'Sistem'} · {formatWaktu(h.at)}
                    </Typography.Text>
                  </Space>
                ),
              }))}
            />
          </Card>
        </Space>
      </Col>
    </Row>
  );
  const tabs = [{ key: 'isi', label: 'Pertanyaan & riwayat', children: isi }];
  if (d.status === 'DISETUJUI') {
    tabs.push(
      { key: 'distribusi', label: 'Distribusi', children: <Distribusi survei={d} dapatMengirim={author} /> },
      { key: 'hasil', label: 'Hasil', children: <Hasil survei={d} /> },
    );
  }
  return (
    <>
      <PageHeader
        title={d.judul}
        subtitle={`${d.jenis_label} · versi ${d.versi_ke}`}
        extra={
          <Space wrap>
            {d.dapat_diubah ? (
              <LinkButton type="primary" to={buildPath('kpk-kpk-survey-creator-edit', { id: d.id })}>
                Ubah
              </LinkButton>
            ) : null}
            {author && d.status === 'DISETUJUI' && d.versi_baru_id === null ? (
              <Button
                loading={versiBaru.isPending}
                onClick={async () => {
                  try {
                    const created = await versiBaru.mutateAsync({ versi: d.version });
                    notify.success('Versi baru survei dibuat');
                    navigate(buildPath('kpk-kpk-survey-creator-edit', { id: created.id }));
                  } catch {
                    // Shown by the api client.
                  }
                }}
              >
                Buat versi baru
              </Button>
            ) : null}
            {d.versi_baru_id ? (
              <LinkButton to={buildPath('kpk-kpk-survey-creator-detail', { id: d.versi_baru_id })}>
                Lihat versi baru
              </LinkButton>
            ) : null}
            {back}
          </Space>
        }
      />
      {d.terjawab ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Survei ini sudah dijawab; pertanyaannya terkunci."
        />
      ) : null}
      <Tabs items={tabs} destroyOnHidden />
    </>
  );
}
