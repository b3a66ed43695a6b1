import { describe, expect, it } from 'vitest';
import { tableA11y } from './tableA11y';

describe('tableA11y', () => {
  it('takes hidden measure rows out of the focus order and lets the keyboard reach scrolling tables, later ones too', async () => {
    document.body.innerHTML =
      '<div class="ant-table-content"><table><tbody><tr aria-hidden="true" class="ant-table-measure-row"><td><input type="checkbox"></td></tr></tbody></table></div>';
    tableA11y(document);
    expect(document.querySelector('.ant-table-measure-row')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.ant-table-content')?.getAttribute('tabindex')).toBe('0');

    const later = document.createElement('div');
    later.innerHTML =
      '<div class="ant-table-body"><table><tbody><tr class="ant-table-measure-row"><td></td></tr><tr class="row"><td></td></tr></tbody></table></div>';
    document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.querySelector('.ant-table-measure-row')?.hasAttribute('inert')).toBe(true);
    expect(later.querySelector('.row')?.hasAttribute('inert')).toBe(false);
    expect(later.querySelector('.ant-table-body')?.getAttribute('tabindex')).toBe('0');
  });
});
