/** A current-draft Server Card for the card rules' tester tables. */
export const SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** A current-draft card with the fields every case shares, and the case's own (which may override them). */
export const card = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA,
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});
export const at = { path: 'server-card.json', format: 'mcp-server-card' } as const;
