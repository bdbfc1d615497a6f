const { appBuilds } = require('../tools/webpack/preset.cjs');
module.exports = appBuilds({ dir: __dirname, kind: 'remote' });
