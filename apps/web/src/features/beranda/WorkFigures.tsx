import {
  BERANDA_SECTION_TITLES,
  type BerandaFigure,
  type BerandaRole,
  type BerandaSection,
  type BerandaTugas,
  berandaFigures,
  canOpen,
  formatIsoDate,
  formatNumber,
  isBerandaRole,
  TUGAS_LABELS,
  tugasRoute,
} from '@gratifikasi/domain';
import { Col, Flex, Row, theme } from 'antd';
import { Link } from 'react-router';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { PlainSkeleton } from '@/ui/plain/result';
import { PlainCard, PlainTag, PlainText } from '@/ui/plain/surface';
import { useBeranda } from './api';

/** The list a figure opens, filtered to exactly what it counts. */
export function figureHref(figure: BerandaFigure): string {
  const query = new URLSearchParams(figure.query).toString();
  return query ? `${buildPath(figure.route)}?${query}` : buildPath(figure.route);
}

const todayIso = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

function FigureLink({ figure, count }: { figure: BerandaFigure; count: number | undefined }) {
  const { token } = theme.useToken();
  const alert = figure.tone === 'danger' ? token.colorError : token.colorWarningText;
  const color = count && figure.tone ? alert : token.colorText;
  return (
    <Link
      to={figureHref(figure)}
      data-figure={figure.key}
      style={{
        display: 'block',
        height: '100%',
        padding: token.paddingSM,
        borderRadius: token.borderRadius,
        border: `1px solid ${count && figure.tone ? alert : token.colorBorderSecondary}`,
      }}
    >
      <PlainText type="secondary">{figure.label}</PlainText>
      <div style={{ fontSize: 26, fontWeight: 600, color }}>{formatNumber(count ?? 0, 0)}</div>
    </Link>
  );
}

function TugasList({ role, tugas }: { role: BerandaRole; tugas: readonly BerandaTugas[] }) {
  const { token } = theme.useToken();
  const today = todayIso();
  if (tugas.length === 0)
    return <PlainText type="secondary">Tidak ada yang menunggu tindakan Anda.</PlainText>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Tugas dengan batas waktu">
      {tugas.map((t, i) => {
        const to = tugasRoute(role, t);
        const lewat = t.batas !== null && t.batas < today;
        return (
          <li
            key={`${t.jenis}-${t.laporan_id}-${t.og_id ?? i}`}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 8,
              padding: `${token.paddingXS}px 0`,
              borderBottom: i < tugas.length - 1 ? `1px solid ${token.colorSplit}` : undefined,
            }}
          >
            <span style={{ minWidth: 0 }}>
              <PlainText strong>{TUGAS_LABELS[t.jenis]}</PlainText>
              {' · '}
              <Link to={buildPath(to.name, to.params)}>{t.nomor ?? 'Draf'}</Link>
              <PlainText type="secondary"> · {t.uraian}</PlainText>
            </span>
            {t.batas ? (
              <PlainTag color={lewat ? 'error' : undefined}>
                {lewat ? 'Lewat batas' : 'Batas'} {formatIsoDate(t.batas)}
              </PlainTag>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The active role's own work on its home (issue 24 §3): its figures by section, each opening the filtered list, and
 * the tasks with the nearest deadlines. Nothing for a role without a work home; figures whose list the role cannot
 * open are left out.
 */
export function WorkFigures() {
  const { profile } = useSession();
  const role = profile?.active_role?.name;
  const own = isBerandaRole(role);
  const beranda = useBeranda(role, own);
  if (!own || !profile) return null;
  const figures = berandaFigures(role).filter((f) => canOpen(routeByName(f.route), profile));
  const counts = new Map((beranda.data?.figures ?? []).map((f) => [f.key, f.count]));
  const sections = [...new Set(figures.map((f) => f.section))];
  return (
    <Flex vertical gap={16}>
      {sections.map((section: BerandaSection) => (
        <PlainCard key={section} title={BERANDA_SECTION_TITLES[section]} size="small">
          {beranda.isPending ? (
            <PlainSkeleton rows={1} />
          ) : (
            <Row gutter={[12, 12]}>
              {figures
                .filter((f) => f.section === section)
                .map((f) => (
                  <Col key={f.key} xs={12} md={8} lg={6}>
                    <FigureLink figure={f} count={counts.get(f.key)} />
                  </Col>
                ))}
            </Row>
          )}
        </PlainCard>
      ))}
      {beranda.isError ? (
        <PlainText type="danger">Ringkasan pekerjaan Anda belum dapat dimuat.</PlainText>
      ) : null}
      <PlainCard title="Tenggat terdekat" size="small">
        {beranda.isPending ? (
          <PlainSkeleton rows={2} />
        ) : (
          <TugasList role={role} tugas={beranda.data?.tugas ?? []} />
        )}
      </PlainCard>
    </Flex>
  );
}
