import { quote } from '../../../util/json.js';
import { DIRNAME } from '../bundle.js';
import { mcpbRule } from '../context.js';
import { entryPoint } from '../files.js';
import { variablesIn } from '../variables.js';

/**
 * mcpdesc.mcpb.entry-point-variable: a "${…}" in "server.entry_point". MCPB fills in variables only in
 * "server.mcp_config", but nothing reads "entry_point" as a path: mcpb validate and pack take any text
 * (a string in every schema version) and the client starts what "mcp_config" says. So it breaks nothing,
 * and is a note: the field is documented as a path relative to manifest.json. The file the rest of a
 * "${__dirname}/…" path names is looked for by mcpdesc.mcpb.entry-point.
 */
export default mcpbRule('mcpdesc.mcpb.entry-point-variable', (context) => {
  const entry = entryPoint(context.manifest);
  if (!entry || variablesIn(entry.text).length === 0) return;
  const rest = entry.text.replace(DIRNAME, '');
  const suggestion =
    rest !== entry.text && rest !== '' && !rest.includes('${')
      ? `Write ${quote(rest)}`
      : 'Write the path of the server\'s file relative to manifest.json, such as "server/index.js"';
  context.report(
    entry.pointer,
    `MCPB fills in variables only in "server.mcp_config", so the entry point ${quote(entry.text)} is not a path relative to manifest.json, as the field is documented. Nothing breaks, since mcpb validate accepts any text here and the client starts the server from "server.mcp_config", but tools that read the field find no file. ${suggestion}.`,
  );
});
