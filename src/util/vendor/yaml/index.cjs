// yaml, needed only for YAML files and YAML configuration (see ../../lazy-require.ts), in a module of its own.
module.exports = require('yaml');
