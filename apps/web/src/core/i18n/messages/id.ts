import type { Catalog } from '../translate';
import { en } from './en';

// TODO(i18n): translation follows.
const catalog: Catalog = { ...en };
export default catalog;
