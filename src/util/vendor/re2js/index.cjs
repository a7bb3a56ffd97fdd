// re2js, needed only by files with patterns (see ../../lazy-require.ts), in a module of its own.
module.exports = require('re2js');
