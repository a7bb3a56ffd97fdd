// The model that says in which versions each definition and field exists: what rules' `exists` names.
export { MODEL as default } from './model.js';
