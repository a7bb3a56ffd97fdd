// The model that says in which versions each definition and field exists: what rules' `exists` names.
export { PROTOCOL_MODEL as default } from '../../protocol/model/index.js';
