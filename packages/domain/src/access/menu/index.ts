export {
  GROUPED_AREA_MENUS,
  MENU_GROUPS,
  MENU_TABLES,
  type MenuGroupKey,
  type MenuPlace,
  NOT_IN_MENU,
} from './groups';
export { areaMenuEntries, isLinkable, type MenuEntry, menuPlaceOf } from './menu';
