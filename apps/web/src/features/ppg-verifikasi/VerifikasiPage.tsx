import {
  hitungSkor,
  TAHAP_PPG,
  TAHAP_PPG_LABELS,
  type TahapPpg,
  type VerifikasiDetail,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { useKeputusanVerifikasi, useSimpanNilai, useVerifikasi } from './api';
import { BuktiPanel } from './Bukti';
import { StatusVerifikasiTag, useVerifikasiLinks } from './parts';

const LANGKAH: Record<string, string> = {
  penilaian: 'Penilaian oleh Anggota Tim',
  katim: 'Review Ketua Tim',
  gh: 'Review Group Head',
  direktur: 'Persetujuan Direktur',
  selesai: 'Selesai',
  dibatalkan: 'Dibatalkan',
};

type Isian = Record<number, { skor?: number | undefined; catatan: string }>;
const isianDari = (d: VerifikasiDetail): Isian =>
  Object.fromEntries(d.nilai.map((n) => [n.indikator_id, { skor: n.skor, catatan: n.catatan ?? '' }]));

/** Each indicator: stage, weight, required evidence, the allowed levels to choose from, a note. */
function IndikatorCard({
  d,
  ind,
  isian,
  ubah,
}: {
  d: VerifikasiDetail;
  ind: VerifikasiDetail['indikators'][number];
  isian: Isian;
  ubah: (id: number, patch: Partial<Isian[number]>) => void;
}) {
  const levels = d.levels.filter((l) => l.indikator_id === ind.id);
  const mine = isian[ind.id];
  const chosen = levels.find((l) => l.skor === mine?.skor);
  return (
    <Card
      size="small"
      title={`${ind.kode} · ${ind.nama}`}
      extra={`Bobot ${ind.bobot.toLocaleString('id-ID')}%`}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Tahap">{ind.tahap_label}</Descriptions.Item>
        <Descriptions.Item label="Bukti yang dipersyaratkan">
          {ind.bukti.length ? ind.bukti.join('; ') : '-'}
        </Descriptions.Item>
        {ind.deskripsi ? <Descriptions.Item label="Keterangan">{ind.deskripsi}</Descriptions.Item> : null}
      </Descriptions>
      {d.dapat_dinilai ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select
            aria-label={`Skor ${ind.kode}`}
            placeholder="Pilih tingkat skor"
            style={{ width: '100%' }}
            value={mine?.skor}
            onChange={(v) => ubah(ind.id, { skor: v })}
            options={levels.map((l) => ({
              value: l.skor,
              label: `${l.kriteria} (${l.skor.toLocaleString('id-ID')}) — ${l.deskripsi}`,
            }))}
          />
          <Input.TextArea
            aria-label={`Catatan ${ind.kode}`}
            placeholder="Catatan penilaian"
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            value={mine?.catatan ?? ''}
            onChange={(e) => ubah(ind.id, { catatan: e.target.value })}
          />
        </Space>
      ) : (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Skor">
            {chosen ? `${chosen.kriteria} (${chosen.skor.toLocaleString('id-ID')})` : 'Belum dinilai'}
          </Descriptions.Item>
          <Descriptions.Item label="Catatan">{mine?.catatan || '-'}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

/** The running score (domain `hitungSkor`): total and each stage's points. */
function SkorCard({ d, isian }: { d: VerifikasiDetail; isian: Isian }) {
  const hasil = useMemo(
    () =>
      hitungSkor(
        d.indikators.map((i) => ({ id: i.id, tahap: i.tahap as TahapPpg, bobot: i.bobot })),
        d.levels,
        Object.entries(isian)
          .filter(([, v]) => v.skor !== undefined)
          .map(([id, v]) => ({ indikator_id: Number(id), skor: v.skor as number })),
      ),
    [d, isian],
  );
  return (
    <Card size="small" title="Skor">
      <Typography.Title level={3} style={{ margin: 0 }} aria-label="Total skor">
        {hasil.total.toLocaleString('id-ID')}
      </Typography.Title>
      <Typography.Text type="secondary">
        {hasil.lengkap ? 'Semua indikator dinilai' : 'Belum semua indikator dinilai'}
      </Typography.Text>
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        {TAHAP_PPG.map((t) => (
          <Descriptions.Item key={t} label={`Tahap ${t}: ${TAHAP_PPG_LABELS[t]}`}>
            {hasil.perTahap[t].toLocaleString('id-ID')}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/**
 * `anggota-verifikasi-input/:id` (the member scores), `approve-verifikasi-input/:id` (team leader, group head) and
 * `direktur-approve-verifikasi/:id`: the indicators with the evidence beside them, the running score, the decision
 * panel (a return needs a note and goes one step back) and the path.
 */
export function VerifikasiPage() {
  const id = Number(useParams().id);
  const q = useVerifikasi(id);
  const links = useVerifikasiLinks();
  if (q.isLoading) return <Skeleton active />;
  if (!q.data)
    return (
      <Result
        status="404"
        title="Verifikasi tidak ditemukan"
        extra={<LinkButton to={links.antrean}>Kembali ke daftar</LinkButton>}
      />
    );
  // Remount on every new revision so the form starts from what the server holds.
  return <VerifikasiBody key={`${q.data.id}-${q.data.revisi}-${q.data.version}`} d={q.data} />;
}

function VerifikasiBody({ d }: { d: VerifikasiDetail }) {
  const links = useVerifikasiLinks();
  const [isian, setIsian] = useState<Isian>(() => isianDari(d));
  const [berubah, setBerubah] = useState(false);
  const simpan = useSimpanNilai(d.id);
  const decide = useKeputusanVerifikasi(d.id);
  const { modal } = useAppApis();
  const ubah = (indikatorId: number, patch: Partial<Isian[number]>) => {
    setBerubah(true);
    setIsian((cur) => ({ ...cur, [indikatorId]: { ...(cur[indikatorId] ?? { catatan: '' }), ...patch } }));
  };
  const body = () => ({
    revisi: d.revisi,
    nilai: Object.entries(isian)
      .filter(([, v]) => v.skor !== undefined)
      .map(([k, v]) => ({ indikator_id: Number(k), skor: v.skor as number, catatan: v.catatan || null })),
  });
  const simpanDraf = async () => {
    try {
      await simpan.mutateAsync(body());
      notify.success('Nilai verifikasi disimpan');
    } catch {
      // The api client has shown why (422 outside the criteria, 409 stale).
    }
  };
  const semuaDinilai = d.indikators.every((i) => isian[i.id]?.skor !== undefined);
  // The note of the latest return, for the member to act on.
  const pengembalian = d.jejak.filter((j) => j.decision === 'kembalikan').at(-1);
  const kirim = () =>
    modal.confirm({
      title: 'Kirim verifikasi ke Ketua Tim?',
      content: 'Setelah dikirim, nilai tidak dapat diubah kecuali dikembalikan oleh reviewer.',
      okText: 'Kirim',
      cancelText: 'Batal',
      onOk: async () => {
        try {
          const saved = berubah ? await simpan.mutateAsync(body()) : null;
          await decide.mutateAsync({ keputusan: 'kirim', versi: saved?.version ?? d.version });
          notify.success('Verifikasi dikirim ke Ketua Tim');
        } catch {
          // The api client has shown why.
        }
      },
    });
  return (
    <>
      <PageHeader
        title={`Verifikasi ${d.instansi.nama} ${d.tahun}`}
        subtitle={`Indikator versi ${d.indikator_versi} · Kriteria skor versi ${d.skor_versi} · Penilai ${d.anggota.nama}`}
        extra={
          <Space wrap>
            <StatusVerifikasiTag status={d.status} />
            {d.dapat_dinilai ? (
              <>
                <Button loading={simpan.isPending} onClick={simpanDraf}>
                  Simpan draf
                </Button>
                <Button type="primary" disabled={!semuaDinilai} loading={decide.isPending} onClick={kirim}>
                  Kirim
                </Button>
              </>
            ) : null}
            <LinkButton to={links.antrean}>Kembali ke daftar</LinkButton>
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            {d.status === 'DIKEMBALIKAN' && pengembalian ? (
              <Alert
                type="warning"
                showIcon
                title="Dikembalikan Oleh Reviewer"
                description={`${pengembalian.actor_name ?? 'Reviewer'}: ${pengembalian.catatan ?? '-'}`}
              />
            ) : null}
            {d.indikators.map((ind) => (
              <IndikatorCard key={ind.id} d={d} ind={ind} isian={isian} ubah={ubah} />
            ))}
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <SkorCard d={d} isian={isian} />
            <KeputusanPanel
              aksi={d.aksi}
              decide={decide.mutateAsync}
              pending={decide.isPending}
              subjek="Verifikasi"
              tanpa={['kirim']}
            />
            <BuktiPanel bukti={d.bukti} />
            <Card size="small" title="Riwayat">
              <JejakPermintaan jejak={d.jejak} langkah={LANGKAH} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
