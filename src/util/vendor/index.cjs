// The dependencies a run may never need (see ../lazy-require.ts), in a module of their own: the bundles
// build it into a file beside their chunks, so a start-up neither compiles nor runs them until asked.
module.exports = {
  ajv: require('ajv'),
  ajv2019: require('ajv/dist/2019.js'),
  ajv2020: require('ajv/dist/2020.js'),
  ajvFormats: require('ajv-formats'),
  re2js: require('re2js'),
};
