const { federatedApp } = require('../tools/webpack/preset.cjs');
module.exports = federatedApp({ dir: __dirname, kind: 'remote' });
