import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactNode } from 'react';

/** `fill-rule` → `fillRule`, `class` → `className`: an icon's SVG attributes as React props. */
function props(attrs: AbstractNode['attrs']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) {
    out[key === 'class' ? 'className' : key.replace(/-(.)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

function draw(node: AbstractNode, key: string, root?: Record<string, string>): ReactNode {
  return createElement(
    node.tag,
    { key, ...props(node.attrs), ...root },
    (node.children ?? []).map((child, i) => draw(child, `${key}-${i}`)),
  );
}

/**
 * An antd icon drawn from its definition (`@ant-design/icons-svg/es/asn/…`) with the markup antd's icon component
 * gives it (`span.anticon` with role img, an SVG of 1em in the text colour), without that component's runtime
 * (its context and style injection, ~2.5 KB gzip): the icons of the plain first pages (issue 29). plain.css holds
 * antd's `.anticon` rules.
 */
export function PlainIcon({
  icon,
  className,
  ...rest
}: { icon: IconDefinition } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  const svg = typeof icon.icon === 'function' ? icon.icon('#333', '#E6E6E6') : icon.icon;
  return (
    <span
      role="img"
      aria-label={icon.name}
      {...rest}
      className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}
    >
      {draw(svg, `svg-${icon.name}`, {
        'data-icon': icon.name,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
      })}
    </span>
  );
}
