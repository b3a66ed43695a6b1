import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Step } from './content';

interface SectionProps {
  title: string;
  muted?: boolean;
  children: ReactNode;
}

/** One band of the front page. */
export function Section({ title, muted, children }: SectionProps) {
  return (
    <section style={{ background: muted ? '#f3f6fa' : '#fff' }}>
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: '56px 24px' }}>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 24 }}>
          {title}
        </Typography.Title>
        {children}
      </div>
    </section>
  );
}

interface ListCardProps {
  title: string;
  items: readonly string[];
  icon: ReactNode;
  footnote?: string;
}

/** A card holding a bulleted list with a leading icon per item. */
export function ListCard({ title, items, icon, footnote }: ListCardProps) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      {items.map((item) => (
        <div key={item} style={{ display: 'flex', gap: 10, marginBottom: 10 }}>
          <span style={{ marginTop: 2 }}>{icon}</span>
          <Typography.Text>{item}</Typography.Text>
        </div>
      ))}
      {footnote ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
          {footnote}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

/** One numbered step of "Cara melapor". */
export function StepCard({ number, step }: { number: number; step: Step }) {
  return (
    <Card style={{ height: '100%' }}>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          background: '#1d4e89',
          color: '#fff',
          fontWeight: 600,
          marginBottom: 12,
        }}
      >
        {number}
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {step.title}
      </Typography.Title>
      <Typography.Text type="secondary">{step.description}</Typography.Text>
    </Card>
  );
}
