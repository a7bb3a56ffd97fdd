// ajv, which most files never need (see ../../lazy-require.ts), in a module of its own: the bundles
// build it into a file beside their chunks, so a start-up neither compiles nor runs it until asked.
module.exports = {
  ajv: require('ajv'),
  ajv2019: require('ajv/dist/2019.js'),
  ajv2020: require('ajv/dist/2020.js'),
  ajvFormats: require('ajv-formats'),
};
