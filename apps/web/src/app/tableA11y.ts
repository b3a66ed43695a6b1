/**
 * What antd's tables leave out for keyboard and screen-reader users, put right once for the whole document:
 * - the hidden "measure row" (`aria-hidden`) repeats each column's title to size the columns, so a header's
 *   select-all checkbox or sort button stands there a second time, focusable inside hidden content (WCAG 4.1.2,
 *   axe `aria-hidden-focus`): those rows are made `inert`, which the table still measures;
 * - a table wider than its card scrolls sideways in `.ant-table-content` / `.ant-table-body`, which a keyboard
 *   cannot reach when no cell holds a link (WCAG 2.1.1, axe `scrollable-region-focusable`): they join the tab order.
 */
let started = false;

const MEASURE = 'tr.ant-table-measure-row:not([inert])';
const SCROLLER = ':is(.ant-table-content, .ant-table-body):not([tabindex])';

function fix(el: Element): void {
  if (el.matches(MEASURE)) el.setAttribute('inert', '');
  else if (el.matches(SCROLLER)) el.setAttribute('tabindex', '0');
}

function fixWithin(root: ParentNode): void {
  for (const el of root.querySelectorAll(`${MEASURE}, ${SCROLLER}`)) fix(el);
}

export function tableA11y(doc: Document = document): void {
  if (started || typeof MutationObserver === 'undefined') return;
  started = true;
  fixWithin(doc);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          fix(node);
          fixWithin(node);
        }
      }
    }
  }).observe(doc.body, { childList: true, subtree: true });
}
