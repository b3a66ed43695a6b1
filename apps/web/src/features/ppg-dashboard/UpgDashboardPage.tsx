import { currentYear, formatNumber } from '@gratifikasi/domain';
import { Alert, Col, Flex, Row, Select, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '@/platform/session';
import { PageHeader } from '@/ui/PageHeader';
import { useDasborPpgUpg } from './api';
import { figureLink } from './links';
import { Figure, RealisasiCard, RisikoCard } from './parts';

/**
 * `/upg/ppg-dashboard`: the institution's own PPG year — its plan, each quarter's realisation against it, its risks
 * by band, its latest score and where its verification stands; each figure opens the UPG's own screen.
 */
export function UpgDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const tahun = Number(search.get('tahun')) || currentYear();
  const { profile } = useSession();
  const query = useDasborPpgUpg(tahun);
  const link = (name: string, q: Record<string, string | number> = {}, params: Record<string, number> = {}) =>
    figureLink(profile, [name, q, params]);
  const profil = link('upg-profil-klop-view', {}, { year: tahun });
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Dasbor PPG"
        subtitle={
          data ? `${data.instansi.nama} · tahun ${tahun}` : `Program pengendalian gratifikasi tahun ${tahun}`
        }
        extra={
          <Select
            aria-label="Tahun"
            style={{ width: 110 }}
            value={tahun}
            onChange={(v) => setSearch({ tahun: String(v) })}
            options={Array.from({ length: 6 }, (_, i) => currentYear() - i).map((y) => ({
              value: y,
              label: String(y),
            }))}
          />
        }
      />
      {query.isError ? <Alert type="error" showIcon title="Dasbor PPG belum dapat dimuat." /> : null}
      {!data && !query.isError ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {data ? (
        <>
          {data.intervensi ? <Alert type="warning" showIcon title={data.intervensi} /> : null}
          <Row gutter={[12, 12]}>
            <Col xs={12} lg={6}>
              <Figure
                id="peserta"
                label="Peserta monev"
                value={data.peserta ? 'Ya' : 'Tidak'}
                to={profil}
                note={data.profil ? 'Profil tahun ini sudah diisi' : 'Profil tahun ini belum diisi'}
              />
            </Col>
            <Col xs={12} lg={6}>
              <Figure
                id="rencana"
                label="Rencana kerja"
                value={data.rencana?.status_label ?? 'Belum ada'}
                to={profil}
                note={
                  data.rencana
                    ? `${formatNumber(data.rencana.jumlah_kegiatan, 0)} kegiatan${data.rencana.terlambat ? ' · terlambat' : ''}`
                    : undefined
                }
              />
            </Col>
            <Col xs={12} lg={6}>
              <Figure
                id="skor"
                label="Skor terakhir"
                value={data.skor ? formatNumber(data.skor.total, 2) : '-'}
                to={profil}
                note={data.skor ? data.skor.pita : 'Belum disetujui direktur'}
              />
            </Col>
            <Col xs={12} lg={6}>
              <Figure
                id="verifikasi"
                label="Verifikasi KPK"
                value={data.verifikasi?.label ?? 'Belum dimulai'}
                to={profil}
              />
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <RealisasiCard
                realisasi={data.realisasi}
                linkOf={(tw) => link('upg-realisasi-klop-view', {}, { year: tahun, tw })}
              />
            </Col>
            <Col xs={24} lg={10}>
              <RisikoCard
                risiko={data.risiko}
                perInstansi={false}
                linkOf={(band) => link('upg-identifikasi-resiko', { tahun, band })}
              />
            </Col>
          </Row>
          <Typography.Text type="secondary">
            Angka ini hanya untuk instansi Anda; setiap angka membuka halaman rinciannya.
          </Typography.Text>
        </>
      ) : null}
    </Flex>
  );
}
