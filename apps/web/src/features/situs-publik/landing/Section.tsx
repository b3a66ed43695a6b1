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
    <section className={muted ? 'ld-band ld-muted' : 'ld-band'}>
      <div className="ld-inner">
        <h2 className="ld-h2">{title}</h2>
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
    <div className="ld-card">
      <h3 className="ld-card-title">{title}</h3>
      <ul className="ld-list">
        {items.map((item) => (
          <li key={item}>
            <span aria-hidden>{icon}</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {footnote ? <p className="ld-note">{footnote}</p> : null}
    </div>
  );
}

/** One numbered step of "Cara melapor". */
export function StepCard({ number, step }: { number: number; step: Step }) {
  return (
    <div className="ld-card">
      <span className="ld-step-number">{number}</span>
      <h3 className="ld-step-title">{step.title}</h3>
      <p className="ld-secondary">{step.description}</p>
    </div>
  );
}
