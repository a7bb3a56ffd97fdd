// TypeScript's parser, needed only for TypeScript and JavaScript server source (see ../../lazy-require.ts), in a module of its own.
module.exports = require('typescript');
