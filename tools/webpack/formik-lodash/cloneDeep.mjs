export { cloneDeep as default } from './index.mjs';
