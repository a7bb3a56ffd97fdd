// jsonc-parser, needed only for JSONC files (see ../../lazy-require.ts), in a module of its own.
module.exports = require('jsonc-parser');
