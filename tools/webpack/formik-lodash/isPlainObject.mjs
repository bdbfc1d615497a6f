export { isPlainObject as default } from './index.mjs';
