import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { PlainSkeleton } from './result';
import './surface.css';

/**
 * antd's Card, Tag and Statistic drawn plain, for the areas' homes: antd's Card brings its Tabs (tab lists) and
 * Skeleton, Typography its editable TextArea and copy button, none of which a home shows (issue 29, budget in
 * scripts/bundle-budget.ts). They look like antd's with the app theme (surface.css; app/theme.ts).
 */

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface PlainCardProps {
  title?: ReactNode;
  /** Beside the title, at the right (a link, a state tag). */
  extra?: ReactNode;
  size?: 'small';
  /** Lifted by a shadow under the pointer, as a card that is a link. */
  hoverable?: boolean;
  /** Grey lines instead of the body while it loads. */
  loading?: boolean;
  /** A long title wraps instead of being cut with an ellipsis. */
  wrapTitle?: boolean;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  className?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

export function PlainCard({
  title,
  extra,
  size,
  hoverable,
  loading,
  wrapTitle,
  style,
  bodyStyle,
  className,
  children,
  ...rest
}: PlainCardProps) {
  return (
    <div
      className={cx(
        'pl-card',
        size === 'small' && 'pl-card-small',
        hoverable && 'pl-card-hoverable',
        className,
      )}
      style={style}
      data-testid={rest['data-testid']}
    >
      {title || extra ? (
        <div className="pl-card-head">
          <div className="pl-card-head-wrapper">
            {title ? (
              <div className={cx('pl-card-title', wrapTitle && 'pl-card-title-wrap')}>{title}</div>
            ) : null}
            {extra ? <div className="pl-card-extra">{extra}</div> : null}
          </div>
        </div>
      ) : null}
      <div className="pl-card-body" style={bodyStyle}>
        {loading ? <PlainSkeleton rows={3} /> : children}
      </div>
    </div>
  );
}

/** The preset and status colours of antd's Tag that the homes use. */
export type PlainTagColor = 'blue' | 'green' | 'red' | 'error';

export function PlainTag({
  color,
  style,
  children,
  ...rest
}: {
  color?: PlainTagColor;
  style?: CSSProperties;
  'data-testid'?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx('pl-tag', color && `pl-tag-${color}`)}
      style={style}
      data-testid={rest['data-testid']}
    >
      {children}
    </span>
  );
}

/** A figure with its title above it (antd's Statistic); while loading, a grey line stands for the figure. */
export function PlainStatistic({
  title,
  value,
  loading,
  valueStyle,
}: {
  title: ReactNode;
  value: ReactNode;
  loading?: boolean;
  valueStyle?: CSSProperties;
}) {
  return (
    <div className="pl-statistic">
      <div className="pl-statistic-title">{title}</div>
      {loading ? (
        <PlainSkeleton rows={0} />
      ) : (
        <div className="pl-statistic-content" style={valueStyle}>
          {value}
        </div>
      )}
    </div>
  );
}

/** antd's Alert (warning, with its icon) for a line that could not load. */
export function PlainAlert({ title }: { title: ReactNode }) {
  return (
    <div className="pl-alert pl-alert-warning" role="alert">
      <ExclamationCircleFilled className="pl-alert-icon" />
      <div>{title}</div>
    </div>
  );
}

interface PlainTextProps {
  type?: 'secondary' | 'danger';
  strong?: boolean;
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/** antd's Typography.Text: muted or danger colour, strong, cut to one line. */
export function PlainText({ type, strong, ellipsis, style, children }: PlainTextProps) {
  return (
    <span className={cx('pl-text', type && `pl-text-${type}`, ellipsis && 'pl-ellipsis')} style={style}>
      {strong ? <strong className="pl-strong">{children}</strong> : children}
    </span>
  );
}

/** antd's Typography.Paragraph. */
export function PlainParagraph({
  type,
  style,
  children,
}: {
  type?: 'secondary';
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={cx('pl-text', 'pl-paragraph', type && `pl-text-${type}`)} style={style}>
      {children}
    </div>
  );
}

/** antd's Typography.Title at the levels the homes use. */
export function PlainTitle({
  level,
  style,
  children,
}: {
  level: 2 | 5;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h5';
  return (
    <Heading className={`pl-title-${level}`} style={style}>
      {children}
    </Heading>
  );
}
