// A tool list is read in protocol versions, as the descriptor whose tool rules it shares: the same model.
export { PROTOCOL_MODEL as default } from '../../protocol/model/index.js';
