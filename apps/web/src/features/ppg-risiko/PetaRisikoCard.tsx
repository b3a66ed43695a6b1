import { NILAI_RISIKO_MAX, NILAI_RISIKO_MIN, type RiskColour } from '@gratifikasi/domain';
import { Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { usePetaRisiko } from './api';
import { RISK_FILL, RISK_TAG_COLOUR } from './band';

const DAMPAK = Array.from(
  { length: NILAI_RISIKO_MAX - NILAI_RISIKO_MIN + 1 },
  (_, i) => i + NILAI_RISIKO_MIN,
);

/**
 * The year's heat map: probability (rows, 5 on top) × impact (columns), each cell its count in its band colour; the
 * caller's own institution, or the one `instansiId` names (the KPK's overview of an institution).
 */
export function PetaRisikoCard({ tahun, instansiId }: { tahun: number; instansiId?: number }) {
  const peta = usePetaRisiko(tahun, instansiId);
  const data = peta.data;
  return (
    <Card title={`Peta Risiko ${tahun}`} size="small">
      {peta.isLoading ? (
        <Skeleton active />
      ) : !data ? (
        <Typography.Text type="danger">Peta risiko tidak dapat dimuat.</Typography.Text>
      ) : data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Belum ada risiko tahun ${tahun}`} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <table
            aria-label="Peta risiko: probabilitas × dampak"
            style={{ borderCollapse: 'separate', borderSpacing: 4 }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ fontWeight: 400, fontSize: 12 }}>
                  Probabilitas \ Dampak
                </th>
                {DAMPAK.map((d) => (
                  <th key={d} scope="col" style={{ fontWeight: 500 }}>
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.sel.map((row) => (
                <tr key={row[0]?.probabilitas}>
                  <th scope="row" style={{ fontWeight: 500 }}>
                    {row[0]?.probabilitas}
                  </th>
                  {row.map((cell) => (
                    <td
                      key={cell.dampak}
                      title={`Probabilitas ${cell.probabilitas} × dampak ${cell.dampak}: skor ${cell.skor.toFixed(2)} (${cell.band})`}
                      aria-label={`Probabilitas ${cell.probabilitas}, dampak ${cell.dampak}: ${cell.jumlah} risiko`}
                      style={{
                        width: 44,
                        height: 36,
                        textAlign: 'center',
                        borderRadius: 4,
                        color: '#fff',
                        fontWeight: 600,
                        background: RISK_FILL[cell.colour as RiskColour],
                        opacity: cell.jumlah > 0 ? 1 : 0.35,
                      }}
                    >
                      {cell.jumlah > 0 ? cell.jumlah : ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Space wrap>
            {Object.entries(data.per_band).map(([band, n]) => {
              const colour = data.sel.flat().find((c) => c.band === band)?.colour as RiskColour | undefined;
              return (
                <Tag key={band} color={colour ? RISK_TAG_COLOUR[colour] : undefined}>
                  {band}: {n}
                </Tag>
              );
            })}
            <Typography.Text type="secondary">Total {data.total} risiko</Typography.Text>
          </Space>
        </Space>
      )}
    </Card>
  );
}
