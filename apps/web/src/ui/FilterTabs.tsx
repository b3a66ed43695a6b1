import { Radio, Select, Tabs } from 'antd';
import { useIsPhone } from './phone/useIsPhone';

export interface FilterTab {
  key: string;
  label: string;
}

interface FilterTabsProps {
  activeKey: string;
  onChange: (key: string) => void;
  items: readonly FilterTab[];
  /** What the choice narrows, read on phones where the tabs become one list: "Tampilkan" unless told. */
  label?: string;
}

/** More tabs than this do not fit one bar on a laptop screen: they wrap as a row of buttons instead. */
export const MAX_TABS_IN_ONE_BAR = 6;

/**
 * Tabs that filter a list (a status, a step). antd folds tabs that do not fit into a "more" menu: hidden choices,
 * and a tab list holding a button (axe aria-required-children). So: a tab bar when the choices fit; more choices
 * than fit wrap as one labelled group of buttons; on a phone, one labelled select showing every choice.
 */
export function FilterTabs({ activeKey, onChange, items, label = 'Tampilkan' }: FilterTabsProps) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <Select
        aria-label={label}
        value={activeKey}
        onChange={onChange}
        options={items.map((t) => ({ value: t.key, label: t.label }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
    );
  }
  if (items.length <= MAX_TABS_IN_ONE_BAR) {
    return <Tabs activeKey={activeKey} onChange={onChange} items={[...items]} />;
  }
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      value={activeKey}
      onChange={(e) => onChange(e.target.value as string)}
      options={items.map((t) => ({ value: t.key, label: t.label }))}
      style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
    />
  );
}
