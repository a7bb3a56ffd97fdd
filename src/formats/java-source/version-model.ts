// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.
export { PROTOCOL_MODEL as default } from '../../protocol/model/index.js';
