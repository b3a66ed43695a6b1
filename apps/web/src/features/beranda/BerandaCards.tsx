import { ArrowRightOutlined } from '@ant-design/icons';
import type { Profile } from '@gratifikasi/domain';
import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import type { AreaNavEntry } from '@/ui/areaNav';
import { PlainCard, PlainParagraph, PlainTag, PlainText } from '@/ui/plain/surface';
import type { RoleGuidance } from './guidance';

/** The links of one task group, side by side. */
function GroupLinks({ title, entries }: { title: string; entries: readonly AreaNavEntry[] }) {
  return (
    <div>
      <PlainText strong>{title}</PlainText>
      <Flex wrap gap="4px 16px" style={{ marginTop: 4 }}>
        {entries.map((entry) => (
          <Link key={entry.name} to={entry.path}>
            {entry.title}
          </Link>
        ))}
      </Flex>
    </div>
  );
}

/**
 * A plain list (antd List brings Pagination and Select, which no area home needs: issue 9 bundle budget): the
 * top-level entries one a line, then each task group of the menu with its entries side by side.
 */
export function QuickLinksCard({ links }: { links: readonly AreaNavEntry[] }) {
  const { token } = theme.useToken();
  const top = links.filter((entry) => !entry.group);
  const groups = new Map<string, AreaNavEntry[]>();
  for (const entry of links) {
    if (!entry.group) continue;
    groups.set(entry.group.title, [...(groups.get(entry.group.title) ?? []), entry]);
  }
  // Card titles wrap instead of being cut off on narrow screens.
  return (
    <PlainCard title="Akses cepat" style={{ height: '100%' }} wrapTitle>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {top.map((entry, index) => (
          <li
            key={entry.name}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
              padding: `${token.paddingSM}px 0`,
              borderBottom:
                index < top.length - 1 || groups.size > 0 ? `1px solid ${token.colorSplit}` : undefined,
            }}
          >
            <Link to={entry.path}>{entry.title}</Link>
            <ArrowRightOutlined style={{ color: token.colorTextSecondary }} />
          </li>
        ))}
      </ul>
      {groups.size > 0 ? (
        <Flex vertical gap={12} style={{ marginTop: top.length > 0 ? 12 : 0 }}>
          {[...groups].map(([title, entries]) => (
            <GroupLinks key={title} title={title} entries={entries} />
          ))}
        </Flex>
      ) : null}
    </PlainCard>
  );
}

export function RolesCard({ profile }: { profile: Profile }) {
  return (
    <PlainCard title="Peran Anda" style={{ height: '100%' }} wrapTitle>
      <Flex wrap gap={8}>
        {profile.roles.map((role) => (
          <PlainTag key={role.access_id} color={role.access_id === profile.access_id ? 'blue' : undefined}>
            {role.label}
            {role.scope ? ` · ${role.scope.name}` : ''}
          </PlainTag>
        ))}
      </Flex>
      {profile.roles.length > 1 ? (
        <PlainParagraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Ganti peran aktif melalui pilihan peran di bagian atas halaman.
        </PlainParagraph>
      ) : null}
    </PlainCard>
  );
}

export function GuidanceCard({ guidance }: { guidance: RoleGuidance }) {
  return (
    <PlainCard title={guidance.title} wrapTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {guidance.points.map((point) => (
          <li key={point} style={{ marginBottom: 6 }}>
            <PlainText>{point}</PlainText>
          </li>
        ))}
      </ul>
    </PlainCard>
  );
}
