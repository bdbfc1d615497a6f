export { toPath as default } from './index.mjs';
