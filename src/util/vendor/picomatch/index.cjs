// picomatch, needed only for folder walks and configured globs (see ../../lazy-require.ts), in a module of its own.
module.exports = require('picomatch');
