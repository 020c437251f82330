// Deep entry (not shared through Module Federation): stateless controls (checkbox, collapse,
// dropdown, switch), bundled by whoever uses them, so a page that draws none (a visitor's home:
// no editor bar, forms further down) does not download them with the shared root entry.
export { Checkbox } from './components/checkbox';
export { Collapse } from './components/collapse';
export { Dropdown, type DropdownItem } from './components/dropdown';
export { Switch } from './components/switch';
