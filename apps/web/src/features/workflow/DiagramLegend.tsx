import { Flex, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { diagramColors } from './colors';

export interface DiagramLegendProps {
  tracing: boolean;
  hasUnreachable: boolean;
}

function Item({ sample, children }: { sample: ReactNode; children: string }) {
  return (
    <Flex align="center" gap={6}>
      {sample}
      <span>{children}</span>
    </Flex>
  );
}

const box = (style: CSSProperties) => (
  <span style={{ display: 'inline-block', width: 22, height: 14, borderRadius: 3, ...style }} />
);

const line = (color: string, dashed: boolean, width = 1.5) => (
  <svg width="30" height="10" aria-hidden="true">
    <line
      x1="0"
      y1="5"
      x2="30"
      y2="5"
      stroke={color}
      strokeWidth={width}
      strokeDasharray={dashed ? '6 4' : undefined}
    />
  </svg>
);

/** What the diagram's colours and lines mean. */
export function DiagramLegend({ tracing, hasUnreachable }: DiagramLegendProps) {
  const { token } = theme.useToken();
  const c = diagramColors(token);
  return (
    <Flex wrap gap="4px 16px" style={{ fontSize: 12, color: token.colorTextSecondary }}>
      <Item sample={box({ border: `1px solid ${c.step.border}`, background: c.step.background })}>
        Langkah (kode, nama, pelaksana)
      </Item>
      <Item
        sample={box({
          border: `2px solid ${c.final.border}`,
          background: c.final.background,
          borderRadius: 7,
        })}
      >
        Langkah akhir
      </Item>
      {tracing ? (
        <>
          <Item
            sample={box({
              border: `3px solid ${c.current.border}`,
              background: c.current.background,
              boxShadow: `0 0 0 2px ${c.current.glow}`,
            })}
          >
            Posisi saat ini
          </Item>
          <Item sample={box({ border: `1px solid ${c.visited.border}`, background: c.visited.background })}>
            Langkah yang dilalui
          </Item>
          <Item sample={line(c.taken, false, 3)}>Jalur yang ditempuh</Item>
        </>
      ) : null}
      {hasUnreachable ? (
        <Item
          sample={box({ border: `1px dashed ${c.unreachable.border}`, background: c.unreachable.background })}
        >
          Tidak terjangkau dari langkah awal
        </Item>
      ) : null}
      <Item sample={line(c.edge, false)}>Keputusan</Item>
      <Item sample={line(c.back, true)}>Kembali ke langkah sebelumnya</Item>
    </Flex>
  );
}
