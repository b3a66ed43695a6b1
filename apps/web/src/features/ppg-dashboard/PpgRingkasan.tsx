import { currentYear, formatNumber } from '@gratifikasi/domain';
import { Card, Col, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useSession } from '@/platform/session';
import { useDasborPpg } from './api';
import { kpkLinks } from './DashboardPpgPage';
import { Figure } from './parts';

/** The PPG home's summary of the year (kpk-beranda-ppg): the dashboard's headline figures and a way into it. */
export function PpgRingkasan() {
  const tahun = currentYear();
  const { profile } = useSession();
  const { data, isError } = useDasborPpg(tahun);
  const links = kpkLinks(profile, tahun);
  if (isError) return null;
  return (
    <Card
      title={`Program Pengendalian Gratifikasi ${tahun}`}
      size="small"
      extra={<Link to="/kpk/dashboard-ppg">Buka Dasbor PPG</Link>}
    >
      {data ? (
        <Row gutter={[12, 12]}>
          <Col xs={12} lg={6}>
            <Figure id="ringkas-peserta" label="Peserta monev" value={data.peserta} to={links.peserta} />
          </Col>
          <Col xs={12} lg={6}>
            <Figure
              id="ringkas-rencana"
              label="Rencana kerja disetujui"
              value={`${formatNumber(data.rencana.per_status.find((s) => s.status === 'approved')?.jumlah ?? 0, 0)} / ${formatNumber(data.rencana.total, 0)}`}
              to={links.rencana('approved')}
            />
          </Col>
          <Col xs={12} lg={6}>
            <Figure
              id="ringkas-skor"
              label="Rata-rata skor"
              value={data.skor.rata_rata === null ? '-' : formatNumber(data.skor.rata_rata, 2)}
              to={links.skor()}
            />
          </Col>
          <Col xs={12} lg={6}>
            <Figure
              id="ringkas-intervensi"
              label="Diusulkan intervensi"
              value={data.intervensi.jumlah}
              to={links.intervensi}
            />
          </Col>
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}
