export { clone as default } from './index.mjs';
